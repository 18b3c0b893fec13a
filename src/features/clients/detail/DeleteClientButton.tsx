import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteClient } from '@/api/clients';
import { DELETE_BLOCKED } from '@/lib/clientRules';
import { toast } from '@/lib/notify';
import { CLIENT_TEXT } from '../clientText';
import { paths } from '@/lib/paths';

/**
 * Delete Client, asking first; disabled with its reason in a tooltip while the client has
 * cases. A disabled button sends no pointer events, so the tooltip sits on a focusable wrapper.
 */
export function DeleteClientButton({ clientId, enabled }: { clientId: number; enabled: boolean }) {
  const navigate = useNavigate();
  const reasonId = useId();
  const remove = useDeleteClient(clientId, {
    onSuccess: () => {
      toast('success', CLIENT_TEXT.deleted);
      navigate(paths.clients, { replace: true });
    },
  });

  if (!enabled)
    return (
      <Tooltip title={DELETE_BLOCKED} trigger={['hover', 'focus']}>
        <span tabIndex={0} aria-describedby={reasonId} style={{ display: 'inline-block' }}>
          <Button danger icon={<DeleteOutlined />} disabled style={{ pointerEvents: 'none' }}>
            {CLIENT_TEXT.delete}
          </Button>
          <span id={reasonId} hidden>
            {DELETE_BLOCKED}
          </span>
        </span>
      </Tooltip>
    );

  return (
    <Popconfirm
      title={CLIENT_TEXT.confirmDelete}
      okText="Yes"
      cancelText="No"
      okButtonProps={{ danger: true }}
      onConfirm={() => remove.mutateAsync().catch(() => undefined)}
    >
      <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
        {CLIENT_TEXT.delete}
      </Button>
    </Popconfirm>
  );
}
