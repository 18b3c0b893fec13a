import { Alert, Modal, Skeleton } from 'antd';
import type { ReactNode } from 'react';

export const USER_LOADING_LABEL = 'Loading the user';
export const USER_LOAD_FAILED = 'The user could not be loaded.';

/** An edit dialog while its user loads: a loading state, or why the user could not be loaded. */
export function UserLoadingDialog({
  title,
  failed,
  onClose,
}: {
  title: ReactNode;
  failed: boolean;
  onClose(): void;
}) {
  return (
    <Modal open title={title} onCancel={onClose} footer={null}>
      {failed ? (
        <Alert type="error" showIcon role="alert" title={USER_LOAD_FAILED} />
      ) : (
        <div role="status" aria-label={USER_LOADING_LABEL}>
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      )}
    </Modal>
  );
}
