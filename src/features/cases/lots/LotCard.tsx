import { Card, Descriptions, Space, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { CaseDetail, CaseLot, LotStatus } from '@/api/cases';
import { useCan } from '@/components/kit/Can';
import { formatAddress, formatDateTime, formatMoney, formatPercent } from '@/lib/format';
import { canEditLot, canSetAuctionDate } from '@/lib/lotRules';
import { isAdmin } from '@/lib/roles';
import { lotStatusLabel } from '@/lib/status';
import { useSession } from '@/lib/useSession';
import { AuctionDateControl } from './AuctionDateControl';
import { LotActions } from './LotActions';
import { LotPricesForm } from './LotPricesForm';
import { LOTS_UI } from './lotText';
import { PostSalePanel } from './PostSalePanel';
import { paths } from '@/lib/paths';

const STATUS_COLOR: Record<LotStatus, string> = {
  Draft: 'default',
  Listed: 'green',
  PendingTransaction: 'orange',
  CompleteTransaction: 'cyan',
  DeedReady: 'purple',
  DeedIssued: 'geekblue',
  PaymentRefunded: 'magenta',
  Cancelled: 'red',
};

/** Statuses after the sale: the winner, payments and deed are shown. */
const SOLD: readonly LotStatus[] = [
  'PendingTransaction',
  'CompleteTransaction',
  'DeedReady',
  'DeedIssued',
  'PaymentRefunded',
];

export const lotLabel = (lot: Pick<CaseLot, 'lotNumber'>) =>
  lot.lotNumber > 0 ? `Lot #${lot.lotNumber}` : 'Lot';

/** One lot of the case: its facts, its auction date, its sale and its actions. */
export function LotCard({
  kase,
  lot,
  caseEditable,
  editing,
  onEdit,
  onEditDone,
}: {
  kase: CaseDetail;
  lot: CaseLot;
  /** The signed-in user may change the case's lots (staff, canEdit, lots Draft or Listed). */
  caseEditable: boolean;
  editing: boolean;
  onEdit(): void;
  onEditDone(): void;
}) {
  const admin = isAdmin(useSession().roles);
  const mayPostSale = useCan('lot.postSale');
  const address = lot.property ? formatAddress(lot.property) : '';
  return (
    <section aria-label={`${lotLabel(lot)} ${address}`.trim()} data-lot-id={lot.id}>
      <Card
        size="small"
        type="inner"
        title={
          <Space size={8} wrap>
            <span>{lotLabel(lot)}</span>
            <Tag color={STATUS_COLOR[lot.lotStatus]}>{lotStatusLabel(lot.lotStatus)}</Tag>
            {lot.isPostponed && <Tag color="volcano">{LOTS_UI.postponed}</Tag>}
            {lot.markedFeatured && <Tag color="gold">{LOTS_UI.featured}</Tag>}
          </Space>
        }
        extra={!admin && <Link to={paths.caseLot(kase.id, lot.id)}>{LOTS_UI.viewLot}</Link>}
      >
        {editing ? (
          <LotPricesForm lot={lot} onDone={onEditDone} />
        ) : (
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
            <Descriptions.Item label={LOTS_UI.address} span={3}>
              {address || LOTS_UI.noProperty}
            </Descriptions.Item>
            <Descriptions.Item label={LOTS_UI.auctionDate}>
              {lot.auction ? formatDateTime(lot.auction.startTime) : LOTS_UI.noAuction}
            </Descriptions.Item>
            {lot.isPostponed && lot.continuanceDate && (
              <Descriptions.Item label={LOTS_UI.continuanceDate}>
                {formatDateTime(lot.continuanceDate)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={LOTS_UI.openingPrice}>
              {formatMoney(lot.openingPrice, 2)}
            </Descriptions.Item>
            <Descriptions.Item label={LOTS_UI.requiredDown}>
              {formatPercent(lot.requiredDown)}
            </Descriptions.Item>
            <Descriptions.Item label={LOTS_UI.minBidIncrements}>
              {formatMoney(lot.minBidIncrements)}
            </Descriptions.Item>
          </Descriptions>
        )}
        {canSetAuctionDate(lot, caseEditable) && <AuctionDateControl lot={lot} />}
        {SOLD.includes(lot.lotStatus) && (
          <PostSalePanel lot={lot} kase={kase} canAct={kase.canEdit && mayPostSale} />
        )}
        <LotActions
          kase={kase}
          lot={lot}
          caseEditable={caseEditable}
          editable={!editing && canEditLot(lot, caseEditable)}
          onEdit={onEdit}
        />
      </Card>
    </section>
  );
}
