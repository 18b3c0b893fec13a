import { memo } from 'react';
import { Button, Skeleton } from 'antd';
import { VideoCameraOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { auctionQueries } from '../../api/auctions';
import { isHttpUrl } from '../../lib/httpUrl';
import { notice } from '../../lib/notify';

export const URL_NOT_FOUND = 'URL is not found!';

/** The auction's video streams: each title opens its address in a new tab. A failed list shows nothing. */
export const Streams = memo(function Streams({ auctionId }: { auctionId: number }) {
  const query = useQuery({
    ...auctionQueries.streams(auctionId),
    retry: false,
  });
  const streams = query.data ?? [];
  return (
    <section className="control-box" aria-label="Streams">
      <h2>Streams</h2>
      {query.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : streams.length ? (
        <ul className="control-list">
          {streams.map((s) => (
            <li key={s.id}>
              <Button
                type="link"
                icon={<VideoCameraOutlined />}
                onClick={() => {
                  if (!isHttpUrl(s.url)) notice({ kind: 'warning', title: URL_NOT_FOUND });
                  else window.open(s.url, '_blank', 'noopener,noreferrer');
                }}
              >
                {s.title || 'Untitled stream'}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="control-empty">No streams for this auction.</p>
      )}
    </section>
  );
});
