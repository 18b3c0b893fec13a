import { Button, Input, Modal, Space } from 'antd';
import { env } from '../../lib/env';
import { toast } from '../../lib/notify';

/** The share link: the fixed front-end host plus the current path. */
export function shareLink(pathname: string): string {
  return `${env.frontendHost.replace(/\/$/, '')}${pathname}`;
}

export function ShareModal({
  open,
  pathname,
  onClose,
}: {
  open: boolean;
  pathname: string;
  onClose: () => void;
}) {
  const link = shareLink(pathname);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast('success', 'Link copied!');
    } catch {
      toast('warning', 'Select the link and copy it.');
    }
  };
  return (
    <Modal open={open} title="Share" onCancel={onClose} footer={null} destroyOnHidden>
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={link} aria-label="Share link" onFocus={(e) => e.target.select()} />
        <Button type="primary" onClick={copy}>
          Copy
        </Button>
      </Space.Compact>
    </Modal>
  );
}
