import { useEffect } from 'react';
import { Alert, Button, Modal } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { ROOM } from '../../../live/roomText';
import { LOT_AHEAD_NOTICE_MS } from '../../../live/stopCountdown';
import type { RoomDialog } from './useBidderRoom';

/** Kick, duplicate connection and stream errors (spec 1 section 8, Live stream). */
export function RoomDialogs({ dialog, onClose }: { dialog: RoomDialog | null; onClose(): void }) {
  const navigate = useNavigate();
  if (!dialog) return null;
  if (dialog.kind === 'kicked')
    return (
      <Modal
        open
        title={ROOM.kickedTitle}
        closable={false}
        maskClosable={false}
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
    return (
      <Modal
        open
        title={ROOM.duplicateTitle}
        closable={false}
        maskClosable={false}
        keyboard={false}
        footer={
          <Button type="primary" onClick={() => navigate('/properties')}>
            OK
          </Button>
        }
      >
        {dialog.lines.map((l) => (
          <p key={l} style={{ margin: '4px 0' }}>
            {l}
          </p>
        ))}
      </Modal>
    );
  return (
    <Modal
      open
      title="Error"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          OK
        </Button>
      }
    >
      <p>{dialog.text || 'The live auction sent an error.'}</p>
    </Modal>
  );
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
      action={<Link to={`/details/${nextId}`}>Go to next lot</Link>}
      style={{ marginBottom: 12 }}
      role="status"
    />
  );
}
