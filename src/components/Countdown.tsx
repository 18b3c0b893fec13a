import { useEffect, useState } from 'react';
import { serverNow, subscribeClock } from '../live/clock';

/** Remaining time as 'Dd HHh MMm SSs' (days only when there are any); expired shows 00m 00s. */
export function formatRemaining(ms: number): string {
  if (ms <= 0) return '00m 00s';
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d ? `${d}d ` : ''}${d || h ? `${pad(h)}h ` : ''}${pad(m)}m ${pad(s % 60)}s`;
}

/** The server-clock time, updated each second (and when the clock is re-synced) while mounted. */
export function useServerNow(): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const t = setInterval(() => setNow(serverNow()), 1000);
    const off = subscribeClock(() => setNow(serverNow()));
    return () => {
      clearInterval(t);
      off();
    };
  }, []);
  return now;
}

/** A countdown to `to` on the server clock, updated each second. */
export function Countdown({ to, label }: { to: string | number | Date; label?: string }) {
  const target = new Date(to).getTime();
  const now = useServerNow();
  return (
    <span role="timer" aria-live="off">
      {label ? `${label} ` : ''}
      {formatRemaining(target - now)}
    </span>
  );
}
