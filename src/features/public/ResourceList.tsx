import { Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { resourceQueries } from '../../api/resources';
import { formatDate } from '../../lib/format';
import { isHttpUrl } from '../../lib/httpUrl';
import { htmlExcerpt } from '../../lib/resources';
import { useHydrated } from '../../lib/useHydrated';
import { ExternalLink } from './ExternalLink';
import { paths } from '../../lib/paths';

export const NO_RESOURCES = 'No resources yet.';

/**
 * The blog resources of the help center: each title opens its page (/blogs/{id}), the
 * description shows as a plain-text excerpt (never markup); a resource with an outside link also
 * offers it, in a new tab. A failed list shows the empty text, as lists do.
 */
export function ResourceList() {
  const resources = useQuery(resourceQueries.list());
  const hydrated = useHydrated();
  if (!hydrated || resources.isPending)
    return (
      <div role="status" aria-label="Loading the resources">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  const rows = resources.data ?? [];
  if (rows.length === 0) return <p>{NO_RESOURCES}</p>;
  return (
    <ul aria-label="Resources" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((r) => (
        <li key={r.id} style={{ padding: '12px 0', borderBottom: '1px solid #e9eef5' }}>
          <Link to={paths.blog(r.id)} style={{ fontWeight: 600, fontSize: 16 }}>
            {r.title}
          </Link>
          <div style={{ color: '#5b6b7f', fontSize: 13 }}>{formatDate(r.createdDate)}</div>
          <p style={{ margin: '4px 0' }}>{htmlExcerpt(r.description)}</p>
          {isHttpUrl(r.link) && <ExternalLink href={r.link}>Visit link</ExternalLink>}
        </li>
      ))}
    </ul>
  );
}
