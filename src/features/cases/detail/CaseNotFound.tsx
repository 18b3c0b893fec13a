import { Modal } from 'antd';
import { useNavigate } from 'react-router-dom';

export const CASE_NOT_FOUND = 'Case Id is not found!';

/** A missing or unknown case id (spec 1 section 8): a modal, then back to where the user came from. */
export function CaseNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const navigate = useNavigate();
  const back = () => navigate(backTo, { replace: true });
  return (
    <Modal
      open
      title={CASE_NOT_FOUND}
      okText={backLabel}
      onOk={back}
      onCancel={back}
      cancelButtonProps={{ style: { display: 'none' } }}
      mask={{ closable: false }}
    >
      The case you asked for does not exist or was deleted.
    </Modal>
  );
}
