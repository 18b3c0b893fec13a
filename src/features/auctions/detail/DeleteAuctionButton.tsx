import { DeleteOutlined } from '@ant-design/icons';
import { Button, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuctionDetail } from '@/api/auctionDetail';
import { useDeleteAuction } from '@/api/auctions';
import { toast } from '@/lib/notify';
import { deleteBlock } from './rules';
import { useSingleMutate } from '@/lib/useSingleSubmit';
import { paths } from '@/lib/paths';

export const DELETE_TEXT = {
  button: 'Delete Auction',
  title: (id: number) => `Delete auction #${id}?`,
  body: 'The auction and its streams are removed for good.',
  done: 'The auction was deleted.',
} as const;

/** Deletes an auction with no lots after a confirmation, then goes back to /auctions. */
export function DeleteAuctionButton({ auction }: { auction: AuctionDetail }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const block = deleteBlock(auction);
  const remove = useDeleteAuction(auction.id, {
    onSuccess: () => {
      setOpen(false);
      toast('success', DELETE_TEXT.done);
      navigate(paths.auctions);
    },
  });
  const removeOnce = useSingleMutate(remove);

  return (
    <>
      <Tooltip title={block}>
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={!!block}
          aria-describedby={block ? `delete-block-${auction.id}` : undefined}
          onClick={() => setOpen(true)}
        >
          {DELETE_TEXT.button}
        </Button>
      </Tooltip>
      {block && (
        <span id={`delete-block-${auction.id}`} hidden>
          {block}
        </span>
      )}
      <Modal
        open={open}
        title={DELETE_TEXT.title(auction.id)}
        okText="Delete"
        okButtonProps={{ danger: true }}
        confirmLoading={remove.isPending}
        onOk={() => {
          removeOnce();
        }}
        onCancel={() => setOpen(false)}
        cancelButtonProps={{ disabled: remove.isPending }}
      >
        {DELETE_TEXT.body}
      </Modal>
    </>
  );
}
