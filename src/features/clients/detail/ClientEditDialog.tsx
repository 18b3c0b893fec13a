import { useUpdateClient, type ClientRecord } from '@/api/clients';
import { FirmDialog } from '@/widgets/FirmFields';
import { toast } from '@/lib/notify';
import { CLIENT_TEXT } from '../clientText';

/** The client's firm name (required), address, phone and e-mail (optional, checked when given). */
export function ClientEditDialog({
  client,
  open,
  onClose,
}: {
  client: ClientRecord;
  open: boolean;
  onClose(): void;
}) {
  const save = useUpdateClient(client.id, {
    onSuccess: () => toast('success', CLIENT_TEXT.updated),
  });
  return (
    <FirmDialog
      firm={client}
      title={CLIENT_TEXT.editTitle}
      open={open}
      onSave={save.mutateAsync}
      onClose={onClose}
    />
  );
}
