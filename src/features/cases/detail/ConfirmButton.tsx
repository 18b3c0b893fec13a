import { Button, Modal, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useSingleSubmit } from '@/lib/useSingleSubmit';

/**
 * A button that asks first: the confirmation's OK runs `onConfirm` once (busy meanwhile) and
 * closes when it succeeds; a failure keeps the dialog open (the http client shows why).
 */
export function ConfirmButton({
  children,
  confirm,
  okText,
  onConfirm,
  danger,
  type,
  icon,
}: {
  children: ReactNode;
  confirm: ReactNode;
  okText: string;
  onConfirm(): Promise<unknown>;
} & Pick<ButtonProps, 'danger' | 'type' | 'icon'>) {
  const [open, setOpen] = useState(false);
  const [run, busy] = useSingleSubmit(async () => {
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The notice is already shown; the user may try again or cancel.
    }
  });
  return (
    <>
      <Button danger={danger} type={type} icon={icon} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Modal
        open={open}
        title={children}
        okText={okText}
        okButtonProps={{ danger }}
        confirmLoading={busy}
        cancelButtonProps={{ disabled: busy }}
        onOk={() => void run()}
        onCancel={() => setOpen(false)}
      >
        {confirm}
      </Modal>
    </>
  );
}
