import type { ReactNode } from 'react';
import { Button, Card, Descriptions, Result, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { apiErrorOf } from '@/api/errors';
import { winningQueries, type WinningDetails } from '@/api/winnings';
import { DocumentLinks } from '@/widgets/DocumentLinks';
import { FileLink } from '@/widgets/kit/FileLink';
import { PageSkeleton } from '@/components/PageSkeleton';
import { PropertyPhoto } from '@/components/PropertyPhoto';
import {
  formatDateTime,
  formatMoney,
  formatPercent,
  formatAddress,
  type AddressParts,
} from '@/lib/format';
import { formatPhoneInput } from '@/lib/phone';
import {
  attributeText,
  balanceDue,
  isReceived,
  receivedDate,
  winningStatusColor,
  winningStatusHint,
  winningStatusLabel,
} from '@/lib/winnings';
import { DeedDelivery } from './DeedDelivery';
import { paths } from '@/lib/paths';
import { LoadFailed } from '@/components/kit/LoadFailed';

const BACK = paths.accountTab('winning');

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: 16,
  alignItems: 'start',
} as const;

function BackLink() {
  return (
    <Link to={BACK}>
      <ArrowLeftOutlined /> My Winnings
    </Link>
  );
}

const NOT_RECEIVED = 'Not received';
const received = (d: string | null) => {
  const date = receivedDate(d);
  return date ? formatDateTime(date) : <span style={{ color: '#8c6d1f' }}>{NOT_RECEIVED}</span>;
};

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>}>
      {children}
    </Card>
  );
}

const phone = (p: string) => (p ? formatPhoneInput(p) : '—');

const addressLine = (p: AddressParts) => formatAddress(p) || '—';

/** The winner's address, with the county before the state. */
function addressLines(parts: (string | null | undefined)[]) {
  return parts.filter(Boolean).join(', ') || '—';
}

function Details({ win, lotId }: { win: WinningDetails; lotId: number }) {
  const first = win.properties[0];
  const title = first ? addressLine(first) : `Lot ${lotId}`;
  const due = balanceDue({
    winAmount: win.winner.bidAmount,
    reliefFee: win.winner.reliefFee,
    requiredDown: win.requiredDown,
    depositReceivedDate: win.depositReceivedDate,
    paymentReceivedDate: win.paymentReceivedDate,
  });
  const paid = isReceived(win.paymentReceivedDate);
  const w = win.winner;
  const host = win.auctionHost;

  return (
    <article aria-labelledby="winning-title">
      <BackLink />
      <header style={{ margin: '12px 0 16px' }}>
        <h1 id="winning-title" style={{ fontSize: 24, margin: '0 0 8px' }}>
          {title}
        </h1>
        <Tag color={winningStatusColor(win.status)} data-testid="winning-status">
          {winningStatusLabel(win.status)}
        </Tag>
        <span style={{ color: '#5b6b7f' }}>{winningStatusHint(win.status)}</span>
      </header>

      <div style={grid}>
        <DeedDelivery win={win} lotId={lotId} />

        <Block title="Payment">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Winning bid">{formatMoney(w.bidAmount)}</Descriptions.Item>
            <Descriptions.Item label="Relief fee">{formatMoney(w.reliefFee, 2)}</Descriptions.Item>
            <Descriptions.Item label="Required down">
              {formatPercent(win.requiredDown)}
            </Descriptions.Item>
            <Descriptions.Item label="Initial payment">
              {formatMoney(win.initialPayment, 2)}
            </Descriptions.Item>
            <Descriptions.Item label="Remaining payment">
              {formatMoney(win.remainingPayment, 2)}
            </Descriptions.Item>
            <Descriptions.Item label="Deposit received">
              {received(win.depositReceivedDate)}
            </Descriptions.Item>
            <Descriptions.Item label="Payment received">
              {received(win.paymentReceivedDate)}
            </Descriptions.Item>
            <Descriptions.Item label="Outstanding balance">
              <strong data-testid="outstanding-balance">{formatMoney(due, 2)}</strong>
              {paid && <span style={{ color: '#5b6b7f' }}> · Paid in full</span>}
            </Descriptions.Item>
          </Descriptions>
        </Block>

        <Block title="Winner">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Name">{w.bidBidderFullName || '—'}</Descriptions.Item>
            <Descriptions.Item label="Paddle number">{w.bidPaddleNumber}</Descriptions.Item>
            <Descriptions.Item label="Type">{w.type || '—'}</Descriptions.Item>
            <Descriptions.Item label="Bid amount">{formatMoney(w.bidAmount)}</Descriptions.Item>
            <Descriptions.Item label="Phone">{phone(w.phoneNumber)}</Descriptions.Item>
            <Descriptions.Item label="Address">
              {addressLines([
                w.address1,
                w.address2,
                w.city,
                w.county && `${w.county} County`,
                `${w.state} ${w.zip}`.trim(),
              ])}
            </Descriptions.Item>
            <Descriptions.Item label="Winner declared">
              {formatDateTime(win.winnerCreatedDate)}
            </Descriptions.Item>
          </Descriptions>
        </Block>

        <Block title="Case">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Law firm">{win.caseFirmName || '—'}</Descriptions.Item>
            <Descriptions.Item label="Case number">{win.caseNumber || '—'}</Descriptions.Item>
            <Descriptions.Item label="County">{win.county || '—'}</Descriptions.Item>
            <Descriptions.Item label="File number">{win.caseFileNumber || '—'}</Descriptions.Item>
          </Descriptions>
        </Block>

        <Block title="Auction host">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Host">{host.name || '—'}</Descriptions.Item>
            <Descriptions.Item label="Phone">
              {host.phoneNumber ? (
                <a href={`tel:${host.phoneNumber}`}>{phone(host.phoneNumber)}</a>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Support e-mail">
              {host.supportEmail ? (
                <a href={`mailto:${host.supportEmail}`}>{host.supportEmail}</a>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Wire instructions">
              {host.wireInstructionsUrl ? (
                <FileLink url={host.wireInstructionsUrl}>Wire instructions (PDF)</FileLink>
              ) : (
                'Not provided'
              )}
            </Descriptions.Item>
          </Descriptions>
        </Block>

        <Block title="Auction">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Started">{formatDateTime(win.startedTime)}</Descriptions.Item>
            <Descriptions.Item label="Stopped">{formatDateTime(win.stoppedTime)}</Descriptions.Item>
            <Descriptions.Item label="Opening price">
              {formatMoney(win.openingPrice, 2)}
            </Descriptions.Item>
            <Descriptions.Item label="Bidders">{win.numberOfBidders}</Descriptions.Item>
            <Descriptions.Item label="Bids">{win.numberOfBids}</Descriptions.Item>
          </Descriptions>
        </Block>

        <Block title="Documents">
          <DocumentLinks
            documents={win.documents}
            empty={<span style={{ color: '#5b6b7f' }}>No documents available.</span>}
          />
        </Block>
      </div>

      <h2 style={{ fontSize: 18, margin: '24px 0 12px' }}>
        {win.properties.length === 1 ? 'Property' : `Properties (${win.properties.length})`}
      </h2>
      <div style={grid}>
        {win.properties.map((p) => {
          const photo = p.imageData.find((i) => i.isMain) ?? p.imageData[0];
          const address = addressLine(p);
          return (
            <Card
              key={p.id}
              size="small"
              cover={<PropertyPhoto url={photo?.url} alt={address} height={180} />}
            >
              <h3 style={{ fontSize: 15, marginTop: 0 }}>
                {address}
                {p.isPrimary && win.properties.length > 1 && (
                  <Tag style={{ marginInlineStart: 8 }}>Primary</Tag>
                )}
              </h3>
              <Descriptions column={1} size="small">
                <Descriptions.Item label="County">{p.county || '—'}</Descriptions.Item>
                {p.extendedData.map((a) => (
                  <Descriptions.Item
                    key={a.attributeName}
                    label={a.attributeDisplayName || a.attributeName}
                  >
                    {attributeText(a)}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            </Card>
          );
        })}
      </div>
    </article>
  );
}

/** /account/winning/{lotId}: everything the winner needs after the sale, and the deed delivery choice. */
export default function WinningDetailsPage() {
  const { lotId } = useParams();
  const id = Number(lotId);
  const valid = Number.isInteger(id) && id > 0;
  const win = useQuery({
    ...winningQueries.detail(id),
    enabled: valid,
    retry: (count, e) => apiErrorOf(e).status >= 500 && count < 2,
  });

  if (!valid || (win.isError && [400, 403, 404].includes(apiErrorOf(win.error).status)))
    return (
      <Result
        status="404"
        title="Winning not found"
        subTitle="This property is not among your winnings."
        extra={
          <Link to={BACK}>
            <Button type="primary" tabIndex={-1}>
              Back to My Winnings
            </Button>
          </Link>
        }
      />
    );
  if (win.isPending) return <PageSkeleton rows={10} />;
  if (win.isError)
    return (
      <div>
        <BackLink />
        <div style={{ marginTop: 12 }}>
          <LoadFailed
            title="The winning details could not be loaded right now."
            retry={() => void win.refetch()}
            retrying={win.isFetching}
          />
        </div>
      </div>
    );
  return <Details win={win.data} lotId={id} />;
}
