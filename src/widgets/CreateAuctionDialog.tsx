import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  lookupSameTimeAuctions,
  useCreateAuction,
  type AuctionLookup,
  type AuctionPayload,
} from '../api/auctions';
import {
  newAuctionValues,
  sameTimeMessage,
  toAuctionPayload,
  type AuctionFormValues,
} from '../lib/auctionForm';
import { toast } from '../lib/notify';
import AuctionFormFields from '../components/AuctionFormFields';
import { paths } from '../lib/paths';

/**
 * Create Auction (spec 2 section 5, spec 3 section 2.5): validates the form, asks before creating
 * an auction at the same start time as others, then opens the new auction. Not a FormDialog: a save
 * can stop at that question before anything is created.
 */
export default function CreateAuctionDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal open={open} title="Create Auction" footer={null} onCancel={onClose} destroyOnHidden>
      {open && <CreateAuctionForm onClose={onClose} />}
    </Modal>
  );
}

function CreateAuctionForm({ onClose }: { onClose(): void }) {
  const [form] = Form.useForm<AuctionFormValues>();
  // The start defaults to the next 5-minute mark from the moment the dialog opens.
  const [initialValues] = useState(() => newAuctionValues());
  const [sameTime, setSameTime] = useState<{
    payload: AuctionPayload;
    found: AuctionLookup[];
  } | null>(null);
  const navigate = useNavigate();
  // One click makes one auction: further clicks while checking or saving do nothing.
  const busy = useRef(false);
  const creating = useRef(false);

  const lookup = useMutation({ mutationFn: lookupSameTimeAuctions });
  const save = useCreateAuction({
    onSuccess: (id) => {
      toast('success', 'Auction created!');
      onClose();
      navigate(paths.auction(id));
    },
  });
  const pending = lookup.isPending || save.isPending;

  const create = async (payload: AuctionPayload) => {
    if (creating.current) return;
    creating.current = true;
    try {
      await save.mutateAsync(payload);
    } catch {
      // A refused save keeps the form as typed; the notice comes from the http client.
      setSameTime(null);
      busy.current = false;
      creating.current = false;
    }
  };

  const submit = async () => {
    if (busy.current) return;
    busy.current = true;
    let payload: AuctionPayload;
    let found: AuctionLookup[];
    try {
      payload = toAuctionPayload(await form.validateFields());
      found = await lookup.mutateAsync(payload.startTime);
    } catch {
      // Invalid fields show their messages inline; a failed lookup shows its notice.
      busy.current = false;
      return;
    }
    if (found.length > 0) {
      setSameTime({ payload, found });
      return;
    }
    await create(payload);
  };

  const cancelSameTime = () => {
    if (creating.current) return;
    setSameTime(null);
    busy.current = false;
  };

  return (
    <Form<AuctionFormValues>
      form={form}
      name="create-auction"
      layout="vertical"
      requiredMark
      initialValues={initialValues}
      onFinish={() => void submit()}
      // Changed values are checked again: a pending same-time question no longer applies.
      onValuesChange={() => {
        if (sameTime && !creating.current) cancelSameTime();
      }}
    >
      <AuctionFormFields />
      {sameTime ? (
        <Alert
          type="warning"
          showIcon
          title={sameTimeMessage(sameTime.found.length)}
          action={
            <Flex gap={8}>
              <Button size="small" onClick={cancelSameTime} disabled={save.isPending}>
                Cancel
              </Button>
              <Button
                size="small"
                type="primary"
                autoFocus
                loading={save.isPending}
                onClick={() => void create(sameTime.payload)}
              >
                Continue
              </Button>
            </Flex>
          }
        />
      ) : (
        <Flex justify="end" gap={8}>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" loading={pending}>
            Create
          </Button>
        </Flex>
      )}
    </Form>
  );
}
