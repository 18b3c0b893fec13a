import { Card, Empty, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { winningQueries } from '@/api/winnings';
import { WinningPropertyCard } from '@/components/WinningPropertyCard';
import { paths } from '@/lib/paths';
import { LoadFailed } from '@/components/kit/LoadFailed';

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: 16,
} as const;

/** /account/winning: the properties the bidder won, each with its status and a link to the details. */
export default function WinningsPage() {
  const list = useQuery(winningQueries.list());

  if (list.isPending)
    return (
      <div role="status" aria-label="Loading winnings" style={grid}>
        {[0, 1, 2].map((i) => (
          <Card key={i} size="small">
            <Skeleton.Image active style={{ width: '100%', height: 120 }} />
            <Skeleton active paragraph={{ rows: 2 }} />
          </Card>
        ))}
      </div>
    );
  if (list.isError)
    return (
      <LoadFailed
        title="Your winnings could not be loaded right now."
        retry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  if (!list.data.length)
    return (
      <Empty description="You have not won any properties yet.">
        <Link to={paths.properties}>Browse properties</Link>
      </Empty>
    );
  return (
    <section aria-label="My Winnings">
      <p style={{ marginTop: 0, color: '#5b6b7f' }}>
        {list.data.length} won propert{list.data.length === 1 ? 'y' : 'ies'}
      </p>
      <div style={grid}>
        {list.data.map((w) => (
          <WinningPropertyCard key={w.id} win={w} />
        ))}
      </div>
    </section>
  );
}
