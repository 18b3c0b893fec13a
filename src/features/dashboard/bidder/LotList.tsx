import { Card, Empty, Skeleton } from 'antd';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { BidderListLot } from '@/api/bidderLists';
import { useSetPinned } from '@/api/lots';
import { PropertyCard } from '@/components/PropertyCard';
import { useSingleMutate } from '@/lib/useSingleSubmit';

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: 16,
} as const;

/** One of the dashboard's lot lists: skeletons while loading, an empty state, nothing on failure. */
export function LotList<K extends QueryKey>({
  id,
  title,
  query,
  empty,
  viewAll,
}: {
  id: string;
  title: string;
  query: UseQueryOptions<BidderListLot[], Error, BidderListLot[], K>;
  empty: string;
  viewAll: { to: string; state?: Record<string, unknown> };
}) {
  const list = useQuery(query);
  const pin = useSetPinned();
  const pinOnce = useSingleMutate(pin);
  // The lists fail silently (spec 1 section 8).
  if (list.isError) return null;
  return (
    <section aria-labelledby={`${id}-title`} data-testid={`list-${id}`} style={{ marginTop: 28 }}>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 12, marginBottom: 12 }}>
        <h2 id={`${id}-title`} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </h2>
        <Link to={viewAll.to} state={viewAll.state}>
          View all
        </Link>
      </div>
      {list.isPending ? (
        <div style={grid} role="status" aria-label={`Loading ${title.toLowerCase()}`}>
          {[0, 1, 2, 3].map((i) => (
            <Card key={i} size="small">
              <Skeleton.Image active style={{ width: '100%', height: 110 }} />
              <Skeleton active paragraph={{ rows: 2 }} />
            </Card>
          ))}
        </div>
      ) : list.data.length ? (
        <div style={grid}>
          {list.data.map((lot) => (
            <PropertyCard
              key={lot.id}
              lot={lot}
              pinning={pin.isPending && pin.variables?.lotId === lot.id}
              onPin={(pinned) => {
                pinOnce({ lotId: lot.id, pinned });
              }}
            />
          ))}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      )}
    </section>
  );
}
