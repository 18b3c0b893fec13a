import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NEXT_LOT_SECONDS } from '../../live/liveAuction';

/** Seconds until the screen moves to `nextPath` on its own (15 s); nothing happens without a next lot. */
export function useNextLotCountdown(nextPath: string | null): number {
  const navigate = useNavigate();
  const [left, setLeft] = useState(NEXT_LOT_SECONDS);
  useEffect(() => {
    if (!nextPath) return;
    const t = setInterval(() => setLeft((s) => s - 1), 1000);
    return () => clearInterval(t);
  }, [nextPath]);
  useEffect(() => {
    if (nextPath && left <= 0) navigate(nextPath);
  }, [left, nextPath, navigate]);
  return Math.max(0, left);
}

/** The TV's choices after a lot stops: Go to Next Lot (counting down) or Close Tab. */
export function NextLot({ nextPath }: { nextPath: string | null }) {
  const navigate = useNavigate();
  const left = useNextLotCountdown(nextPath);
  return (
    <div className="tv-actions">
      {nextPath && (
        <button type="button" className="primary" onClick={() => navigate(nextPath)}>
          Go to Next Lot ({left})
        </button>
      )}
      <button type="button" onClick={() => window.close()}>
        Close Tab
      </button>
    </div>
  );
}
