import { Button, Popconfirm, Space } from 'antd';
import type { CaseDetail, CaseLot } from '@/api/cases';
import { useDeleteLot } from '@/api/caseLots';
import { useCan } from '@/components/kit/Can';
import {
  canChangePublishedDate,
  canChangeWinner,
  canDeleteLot,
  canPublishLot,
  featuredAction,
  postponeAction,
} from '@/lib/lotRules';
import { toast } from '@/lib/notify';
import { ChangeDateControl } from './ChangeDateControl';
import { ChangeWinner } from './ChangeWinner';
import { LOTS_UI } from './lotText';
import { PostponeControl } from './PostponeControl';
import { useFeaturedFlow } from './useFeaturedFlow';
import { usePublishFlow } from './usePublishFlow';

/** The buttons of a lot, each shown only when its rule and the user's rights allow it. */
export function LotActions({
  kase,
  lot,
  caseEditable,
  editable,
  onEdit,
}: {
  kase: CaseDetail;
  lot: CaseLot;
  caseEditable: boolean;
  /** The prices may be edited now (and the lot is not already in edit mode). */
  editable: boolean;
  onEdit(): void;
}) {
  const mayPublish = useCan('lot.publish');
  const mayChangeWinner = useCan('lot.changeWinner');
  const mayFeature = useCan('lot.markFeatured');
  const publish = usePublishFlow();
  const featured = useFeaturedFlow();
  const remove = useDeleteLot({ onSuccess: () => toast('success', LOTS_UI.deleted) });

  const postpone = postponeAction(lot, caseEditable);
  const feature = mayFeature ? featuredAction(lot) : null;
  const winner = mayChangeWinner && canChangeWinner(lot, kase.canEdit);
  const buttons = [
    editable && (
      <Button key="edit" size="small" onClick={onEdit}>
        {LOTS_UI.edit}
      </Button>
    ),
    canDeleteLot(lot, caseEditable) && (
      <Popconfirm
        key="delete"
        title={LOTS_UI.deleteConfirm}
        okText={LOTS_UI.delete}
        okButtonProps={{ danger: true }}
        onConfirm={() => remove.mutateAsync(lot.id).catch(() => undefined)}
      >
        <Button size="small" danger loading={remove.isPending}>
          {LOTS_UI.delete}
        </Button>
      </Popconfirm>
    ),
    mayPublish && canPublishLot(lot, caseEditable) && (
      <Button
        key="publish"
        size="small"
        type="primary"
        loading={publish.isPending}
        onClick={() => publish.start(lot)}
      >
        {LOTS_UI.publish}
      </Button>
    ),
    canChangePublishedDate(lot, caseEditable) && <ChangeDateControl key="date" lot={lot} />,
    postpone && <PostponeControl key="postpone" lot={lot} action={postpone} />,
    winner && <ChangeWinner key="winner" lot={lot} />,
    feature === 'mark' && (
      <Button
        key="feature"
        size="small"
        loading={featured.isPending}
        onClick={() => featured.mark(lot)}
      >
        {LOTS_UI.markFeatured}
      </Button>
    ),
    feature === 'unmark' && (
      <Button
        key="unfeature"
        size="small"
        loading={featured.isPending}
        onClick={() => featured.unmark(lot)}
      >
        {LOTS_UI.removeFeatured}
      </Button>
    ),
  ].filter(Boolean);

  if (!buttons.length) return null;
  return (
    <Space wrap size={8} style={{ marginTop: 12 }}>
      {buttons}
    </Space>
  );
}
