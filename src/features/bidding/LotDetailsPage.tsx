import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  Alert,
  Button,
  Col,
  Descriptions,
  Grid,
  Modal,
  Result,
  Row,
  Skeleton,
  Space,
  Tabs,
  Tag,
} from 'antd';
import {
  CalendarOutlined,
  PushpinFilled,
  PushpinOutlined,
  ShareAltOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { lotQueries, useSetPinned, type AuctionLot, type BidderLot } from '../../api/lots';
import { StoreConnectionBanner } from '../../components/LiveConnectionBanner';
import { useLotStatus } from '../../live/hooks';
import { isRunning, RUN_STATE } from '../../live/lotView';
import { ROOM } from '../../live/roomText';
import { JoinedPanels } from './room/JoinedPanels';
import { LiveBidList, LiveBidsTab } from './room/LiveBidList';
import { LiveLotPanel } from './room/LiveLotPanel';
import { LotAheadNotice, RoomDialogs } from './room/RoomDialogs';
import { addressOfLot, roomLotOf } from './room/roomLots';
import { useBidderRoom } from './room/useBidderRoom';
import { DocumentLinks } from '../../widgets/DocumentLinks';
import { ItemList } from '../../components/kit/ItemList';
import { PropertyPhoto } from '../../components/PropertyPhoto';
import { formatMoney, formatPercent, formatAddress } from '../../lib/format';
import { isHttpUrl } from '../../lib/httpUrl';
import { toast } from '../../lib/notify';
import { addRecentlyViewed } from '../../lib/recentlyViewed';
import { useOpenedOnce } from '../../lib/useOpenedOnce';
import { attributeText } from '../../lib/winnings';
import { lotAddressPath } from '../../lib/slug';
import { lotStatusLabel } from '../../lib/status';
import { AuctionDetailsTab } from './AuctionDetailsTab';
import { LotProperties } from './LotProperties';
import { shareLink, ShareModal } from './ShareModal';
import { paths } from '../../lib/paths';

const LotMap = lazy(() => import('./LotMap'));
/** The calendar dialog (its date pickers and the calendar file) loads once first opened. */
const CalendarModal = lazy(() =>
  import('./CalendarModal').then((m) => ({ default: m.CalendarModal })),
);

export const URL_NOT_FOUND = 'URL is not found!';
export const NO_BIDS = ROOM.noBids;

/** Which tabs show and which is active (spec 1 section 2, Lot details). */
export function lotTabs(
  lot: Pick<BidderLot, 'startedTime' | 'stoppedTime' | 'lotStatus' | 'auctionBidderLot'> & {
    auction: { isFinished: boolean };
  },
) {
  const live = Boolean(lot.startedTime) && !lot.stoppedTime;
  const joined = Boolean(lot.auctionBidderLot && !lot.auctionBidderLot.leftDate);
  const past = joined && (lot.auction.isFinished || lot.lotStatus === 'PendingTransaction');
  const finished = lot.auction.isFinished || Boolean(lot.stoppedTime);
  const active = live ? 'live' : finished && past ? 'past' : 'details';
  return { live, past, active };
}

function nextLotLabel(lots: readonly AuctionLot[] | undefined, nextId: number): string {
  const next = lots?.find((l) => l.id === nextId);
  if (!next) return 'the next lot';
  const where = formatAddress({ streetLine1: next.streetLine1, city: next.city });
  return `Lot ${next.lotNumber}${where ? ` – ${where}` : ''}`;
}

/** /details/{mainLotId} and its address-based link: the lot before and around its auction. */
export default function LotDetailsPage() {
  const { mainLotId = '' } = useParams();
  const lotId = Number(mainLotId);
  const location = useLocation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const [modal, setModal] = useState<
    'share' | 'calendar' | 'streams' | 'details' | 'photos' | null
  >(null);
  const mounted = useOpenedOnce(modal);
  const query = useQuery({
    ...lotQueries.bidder(lotId),
    enabled: Number.isInteger(lotId) && lotId > 0,
  });
  const lot = useDeferredValue(query.data);
  const auctionLots = useQuery({
    ...lotQueries.ofAuction(lot?.auction.id ?? 0),
    enabled: Boolean(lot),
  });

  // Replace /details/{id} with the address-based link, and remember the property locally.
  useEffect(() => {
    if (!lot) return;
    const path = lotAddressPath({
      hostName: lot.auction.hostName,
      address: addressOfLot(lot),
      auctionId: lot.auction.id,
      lotId: lot.id,
    });
    addRecentlyViewed({
      lotId: lot.id,
      auctionId: lot.auction.id,
      auctionHostName: lot.auction.hostName,
      address: addressOfLot(lot),
    });
    if (location.pathname !== path) navigate(path, { replace: true });
  }, [lot, location.pathname, navigate]);

  const pin = useSetPinned();
  const room = useBidderRoom(lot);
  const roomLot = useMemo(() => (lot ? roomLotOf(lot) : null), [lot]);
  // The page follows whether the lot runs (not reconnects or alerts); the panel and the bid tab follow each bid.
  const view = useLotStatus(room.store, lot?.id, roomLot, RUN_STATE);
  const running = Boolean(view && isRunning(view));
  const tabs = useMemo(
    () =>
      lot && view
        ? lotTabs({
            ...lot,
            startedTime: view.started ? (lot.startedTime ?? 'live') : null,
            stoppedTime: view.stopped ? (lot.stoppedTime ?? 'stopped') : null,
          })
        : null,
    [lot, view],
  );

  if (!Number.isInteger(lotId) || lotId <= 0 || query.isError)
    return (
      <Result
        status="404"
        title="Lot is not found!"
        extra={<Button onClick={() => navigate(paths.properties)}>Back to properties</Button>}
      />
    );
  if (!lot || !tabs || !roomLot || !view) return <Skeleton active paragraph={{ rows: 12 }} />;

  const address = addressOfLot(lot);
  const photos = lot.property?.imageData ?? [];
  const main = photos.find((p) => p.isMain) ?? photos[0];
  const small = !screens.md;
  // Until the three columns fit side by side, a running lot's room comes before the details and photos.
  const later = running ? 1 : 0;

  /** One of the page's plain dialogs, mounted from its first opening on. */
  const dialog = (
    name: 'streams' | 'details' | 'photos',
    title: string,
    body: ReactNode,
    width?: number,
  ) =>
    mounted(name) && (
      <Modal
        open={modal === name}
        title={title}
        footer={null}
        onCancel={() => setModal(null)}
        width={width}
      >
        {body}
      </Modal>
    );

  const DetailsHeading = small ? 'h2' : 'h1';
  const details = (
    <section aria-label="Property details">
      {/* In the small screen's dialog the page's own heading already is the address. */}
      <DetailsHeading style={{ fontSize: 22, marginTop: 0 }}>{address}</DetailsHeading>
      <Space wrap style={{ marginBottom: 12 }}>
        <Tag>{lotStatusLabel(lot.lotStatus, lot.isPostponed)}</Tag>
        {lot.auctionBidderLot && !lot.auctionBidderLot.leftDate && (
          <Tag color="green">Registered</Tag>
        )}
      </Space>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Opening bid">
          {formatMoney(lot.openingPrice, 2)}
        </Descriptions.Item>
        <Descriptions.Item label="Required down">
          {formatPercent(lot.requiredDown)}
        </Descriptions.Item>
        <Descriptions.Item label="Case number">{lot.case.caseNumber}</Descriptions.Item>
        <Descriptions.Item label="County">{lot.property?.county ?? '—'}</Descriptions.Item>
        {lot.property?.extendedData.map((a) => (
          <Descriptions.Item
            key={a.attributeName}
            label={a.attributeDisplayName ?? a.attributeName}
          >
            {attributeText(a)}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {lot.propertyCount > 1 && <LotProperties lotId={lot.id} />}
      <h2 style={{ fontSize: 16, marginTop: 16 }}>Documents</h2>
      <DocumentLinks
        documents={lot.case.documents}
        empty={<p style={{ color: '#5b6b7f' }}>No documents are available for this property.</p>}
      />
    </section>
  );

  const media = (
    <section aria-label="Photos and map">
      <PropertyPhoto url={main?.url} alt={address} height={280} />
      {photos.length > 1 && (
        <ul
          aria-label="More photos"
          style={{
            display: 'flex',
            gap: 8,
            listStyle: 'none',
            padding: 0,
            marginTop: 8,
            overflowX: 'auto',
          }}
        >
          {photos
            .filter((p) => p !== main)
            .map((p) => (
              <li key={p.url} style={{ flex: '0 0 96px' }}>
                <PropertyPhoto url={p.url} alt={p.description ?? address} height={64} />
              </li>
            ))}
        </ul>
      )}
      {/* Its own stacking context: the map's controls stay under the joined-lot panels. */}
      <div style={{ marginTop: 12, position: 'relative', zIndex: 0 }}>
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
          <LotMap
            lat={lot.property?.latitude ?? NaN}
            lng={lot.property?.longitude ?? NaN}
            label={address}
          />
        </Suspense>
      </div>
    </section>
  );

  const tabItems = [
    { key: 'details', label: 'AUCTION DETAILS', children: <AuctionDetailsTab lot={lot} /> },
    ...(tabs.live
      ? [
          {
            key: 'live',
            label: 'BID HISTORY',
            children: <LiveBidsTab room={roomLot} store={room.store} />,
          },
        ]
      : []),
    ...(tabs.past
      ? [
          {
            key: 'past',
            label: 'BID HISTORY',
            children: <LiveBidList bids={lot.bids} myPaddle={roomLot.join?.paddleNumber} />,
          },
        ]
      : []),
  ];

  return (
    <div style={{ maxWidth: 1400, margin: '0 auto' }}>
      {running && <StoreConnectionBanner store={room.store} />}
      <RoomDialogs dialog={room.dialog} onClose={room.closeDialog} />
      {room.lotAhead && (
        <LotAheadNotice
          nextId={room.lotAhead.nextId}
          raisedAt={room.lotAhead.raisedAt}
          label={nextLotLabel(auctionLots.data, room.lotAhead.nextId)}
          onDone={room.dismissLotAhead}
        />
      )}
      {lot.auctionIsTest && (
        <Alert
          type="warning"
          showIcon
          banner
          title="Mock Auction"
          description="This is a test auction: bids here are not real."
          style={{ marginBottom: 12 }}
        />
      )}
      {/* Designed: below 768 px the details are behind a button, and the page keeps the lot's address as its heading. */}
      {small && <h1 style={{ fontSize: 18, margin: '0 0 8px' }}>{address}</h1>}
      <Space wrap style={{ marginBottom: 12, justifyContent: 'flex-end', width: '100%' }}>
        {small && <Button onClick={() => setModal('details')}>Property details</Button>}
        {small && <Button onClick={() => setModal('photos')}>Photos</Button>}
        {lot.auction.streams.length > 0 && (
          <Button icon={<VideoCameraOutlined />} onClick={() => setModal('streams')}>
            Streams
          </Button>
        )}
        <Button icon={<ShareAltOutlined />} onClick={() => setModal('share')}>
          Share
        </Button>
        <Button icon={<CalendarOutlined />} onClick={() => setModal('calendar')}>
          Add to Calendar
        </Button>
        <Button
          aria-pressed={lot.isPinned}
          icon={lot.isPinned ? <PushpinFilled /> : <PushpinOutlined />}
          loading={pin.isPending}
          onClick={() => pin.mutate({ lotId, pinned: !lot.isPinned })}
        >
          {lot.isPinned ? 'Pinned' : 'Pin'}
        </Button>
      </Space>
      <Row gutter={[16, 16]}>
        {!small && (
          <Col md={{ span: 12, order: later }} lg={{ span: 7, order: 0 }}>
            {details}
          </Col>
        )}
        {!small && (
          <Col md={{ span: 12, order: later }} lg={{ span: 8, order: 0 }}>
            {media}
          </Col>
        )}
        <Col xs={24} lg={9}>
          {lot.lotStatus !== 'Draft' &&
            lot.lotStatus !== 'Cancelled' &&
            !lot.auction.isCancelled && (
              <LiveLotPanel
                room={roomLot}
                store={room.store}
                myId={room.myId}
                winner={room.winners[lot.id]}
                currentProfileId={lot.auctionBidder?.purchaseProfileId ?? null}
                onChanged={room.refresh}
              />
            )}
          <Tabs key={tabs.active} defaultActiveKey={tabs.active} items={tabItems} />
        </Col>
      </Row>
      <JoinedPanels
        lots={room.joinedLots}
        store={room.store}
        myId={room.myId}
        winners={room.winners}
        onChanged={room.refresh}
      />
      {mounted('share') && (
        <ShareModal
          open={modal === 'share'}
          pathname={location.pathname}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'calendar' && (
        <Suspense fallback={null}>
          <CalendarModal
            open
            onClose={() => setModal(null)}
            lotId={lot.id}
            start={lot.auction.startTime}
            stop={lot.auction.stopTime}
            location={lot.auction.location}
            online={lot.auction.type === 'Online'}
            link={shareLink(location.pathname)}
          />
        </Suspense>
      )}
      {dialog(
        'streams',
        'Live streams',
        <ItemList
          items={lot.auction.streams}
          renderItem={(s) => ({
            content: (
              <Button
                type="link"
                onClick={() =>
                  isHttpUrl(s.url)
                    ? window.open(s.url, '_blank', 'noopener')
                    : toast('warning', URL_NOT_FOUND)
                }
              >
                {s.title}
              </Button>
            ),
          })}
        />,
      )}
      {dialog('details', 'Property details', details)}
      {dialog('photos', 'Photos', media, 720)}
    </div>
  );
}
