import { useEffect } from 'react';
import { Alert, Button, Modal } from 'antd';
import { Link } from 'react-router-dom';
import { DuplicateConnectionDialog, LiveErrorDialog } from '@/components/LiveEventDialogs';
import { ROOM } from '@/live/roomText';
import { LOT_AHEAD_NOTICE_MS } from '@/live/stopCountdown';
import type { RoomDialog } from './useBidderRoom';
import { paths } from '@/lib/paths';

/** Kick, duplicate connection and stream errors (spec 1 section 8, Live stream). */
export function RoomDialogs({ dialog, onClose }: { dialog: RoomDialog | null; onClose(): void }) {
  if (!dialog) return null;
  if (dialog.kind === 'kicked')
    return (
      <Modal
        open
        title={ROOM.kickedTitle}
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        footer={
          <Button type="primary" onClick={() => window.location.reload()}>
            OK
          </Button>
        }
      >
        <p>{ROOM.kickedText}</p>
      </Modal>
    );
  if (dialog.kind === 'duplicate')
    return <DuplicateConnectionDialog lines={dialog.lines} exitTo={paths.properties} />;
  return <LiveErrorDialog text={dialog.text} onClose={onClose} />;
}

/** The listed-lot-ahead notice: the next lot of a manual-start auction, for 20 seconds. */
export function LotAheadNotice({
  nextId,
  label,
  raisedAt,
  onDone,
}: {
  nextId: number;
  label: string;
  raisedAt: number;
  onDone(): void;
}) {
  useEffect(() => {
    const t = setTimeout(onDone, Math.max(0, raisedAt + LOT_AHEAD_NOTICE_MS - Date.now()));
    return () => clearTimeout(t);
  }, [raisedAt, onDone]);
  return (
    <Alert
      type="info"
      showIcon
      closable={{ onClose: onDone }}
      title={`Next lot up: ${label}`}
      action={<Link to={paths.lot(nextId)}>Go to next lot</Link>}
      style={{ marginBottom: 12 }}
      role="status"
    />
  );
}
