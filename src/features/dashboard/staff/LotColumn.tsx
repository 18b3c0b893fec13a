import { useEffect, useRef, type RefObject } from 'react';
import { Button, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { HostListType, HostLotRow } from '@/api/hostLots';
import { lotQueries } from '@/api/lots';
import { formatDateTime, formatAddress } from '@/lib/format';
import { lotStatusLabel } from '@/lib/status';
import './dashboard.css';
import { paths } from '@/lib/paths';

const TITLES: Record<HostListType, string> = {
  live: 'Live',
  upcoming: 'Upcoming',
  completed: 'Completed',
};

/** Where a lot opens: a live lot in the control room, the others on their auction's page. */
export const lotLink = (row: HostLotRow, type: HostListType) =>
  type === 'live'
    ? paths.liveLot(row.auctionId, 'auctioneer', row.id)
    : paths.auction(row.auctionId);

const address = (r: HostLotRow) => formatAddress(r);

/**
 * Calls `onVisible` when the end of the list scrolls into view inside `root`; observes afresh
 * after each load, so an end still in view asks for the next page.
 */
function useEndInView(
  root: RefObject<HTMLElement | null>,
  end: RefObject<HTMLElement | null>,
  active: boolean,
  loaded: number,
  onVisible: () => void,
) {
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    if (!active || !end.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { root: root.current, rootMargin: '0px 0px 120px 0px' },
    );
    observer.observe(end.current);
    return () => observer.disconnect();
  }, [active, root, end, loaded]);
}

function LotItem({ row, type }: { row: HostLotRow; type: HostListType }) {
  return (
    <li className="host-lot">
      <Link to={lotLink(row, type)} className="host-lot-link">
        <Typography.Text strong className="host-lot-address">
          {address(row) || 'No address yet'}
        </Typography.Text>
        <span className="host-lot-meta">
          Case #: {row.caseNumber || '—'} · Lot {row.lotNumber}
        </span>
        <span className="host-lot-meta">
          <time dateTime={row.auctionStartTime ?? undefined}>
            {formatDateTime(row.auctionStartTime)}
          </time>
        </span>
        <span>
          <Tag color={type === 'live' ? 'red' : row.lotStatus === 'Cancelled' ? 'default' : 'blue'}>
            {lotStatusLabel(row.lotStatus, row.isPostponed)}
          </Tag>
          {row.auctionIsTest && <Tag>Test</Tag>}
        </span>
      </Link>
    </li>
  );
}

/** One dashboard column of the company's lots, 10 at a time, loading more as its end scrolls into view. */
export function LotColumn({ type }: { type: HostListType }) {
  const title = TITLES[type];
  const query = useInfiniteQuery({
    ...lotQueries.hosted(type),
    // Lots start and stop while the dashboard is open: the live column keeps itself current.
    refetchInterval: type === 'live' ? 30_000 : false,
  });
  const scroller = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  useEndInView(scroller, end, Boolean(hasNextPage), rows.length, loadMore);

  const total = query.data?.pages[0]?.total;
  const headingId = `host-lots-${type}`;

  return (
    <Card
      className="host-column"
      title={
        <h2 id={headingId} style={{ fontSize: 16, margin: 0 }}>
          {title}
          {total !== undefined && (
            <Typography.Text type="secondary" style={{ fontWeight: 400, marginLeft: 8 }}>
              ({total})
            </Typography.Text>
          )}
        </h2>
      }
      extra={
        <Link to={`/auctions?list=${type}`} aria-label={`View all ${title.toLowerCase()} lots`}>
          View all
        </Link>
      }
      styles={{ body: { padding: 0 } }}
    >
      <div ref={scroller} className="host-column-body" aria-busy={query.isFetching}>
        {query.isPending ? (
          <div
            role="status"
            aria-label={`Loading ${title.toLowerCase()} lots`}
            style={{ padding: 16 }}
          >
            <Skeleton active title={false} paragraph={{ rows: 6 }} />
          </div>
        ) : query.isError ? null : rows.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={`No ${title.toLowerCase()} lots`}
            style={{ padding: '24px 0' }}
          />
        ) : (
          <>
            <ul aria-label={`${title} lots`} className="host-lot-list">
              {rows.map((r) => (
                <LotItem key={r.id} row={r} type={type} />
              ))}
            </ul>
            <div ref={end} className="host-column-end">
              {hasNextPage && (
                <Button
                  type="link"
                  onClick={loadMore}
                  loading={isFetchingNextPage}
                  aria-label={`Load more ${title.toLowerCase()} lots`}
                >
                  Load more
                </Button>
              )}
              {isFetchingNextPage && (
                <Skeleton active title={false} paragraph={{ rows: 2 }} style={{ padding: 16 }} />
              )}
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
