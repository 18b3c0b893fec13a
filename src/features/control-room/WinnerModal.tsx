import { Button, Modal, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useNextLotCountdown } from './NextLot';

export const WINNER_DECLARED = 'The winner has been declared!';

/** The control room's winner dialog: SOLD TO or Plaintiff, then the next lot in 15 s. */
export function WinnerModal({
  text,
  nextPath,
  onClose,
}: {
  text: string;
  nextPath: string | null;
  onClose(): void;
}) {
  const navigate = useNavigate();
  const left = useNextLotCountdown(nextPath);
  return (
    <Modal
      open
      title={WINNER_DECLARED}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>Close</Button>
          {nextPath && (
            <Button type="primary" onClick={() => navigate(nextPath)}>
              Go to Next Lot ({left})
            </Button>
          )}
        </Space>
      }
    >
      <p className="control-sold">{text}</p>
    </Modal>
  );
}
