import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ROOM } from '../live/roomText';

/** The live stream ended this device's session (spec 1 section 8): OK leaves for `exitTo`. */
export function DuplicateConnectionDialog({ lines, exitTo }: { lines: string[]; exitTo: string }) {
  const navigate = useNavigate();
  return (
    <Modal
      open
      title={ROOM.duplicateTitle}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={() => navigate(exitTo)}>
          OK
        </Button>
      }
    >
      {lines.map((l) => (
        <p key={l} style={{ margin: '4px 0' }}>
          {l}
        </p>
      ))}
    </Modal>
  );
}

/** An Error event of the live stream: the server's message (spec 1 section 8). */
export function LiveErrorDialog({ text, onClose }: { text: string; onClose(): void }) {
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
      <p>{text || 'The live auction sent an error.'}</p>
    </Modal>
  );
}
