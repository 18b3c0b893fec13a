import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { resourceQueries } from '../../api/resources';
import { formatDate } from '../../lib/format';
import { isHttpUrl } from '../../lib/httpUrl';
import { sanitizeHtml } from '../../lib/sanitize';
import { ExternalLink } from './ExternalLink';
import { PageFrame } from './PageFrame';
import { isRecordId } from '../../lib/recordId';

const NotFoundPage = lazy(() => import('../../components/NotFoundPage'));

/**
 * /blogs/{blogId}: the title is plain text; description and body are server HTML, sanitised before
 * they render; a resource's outside link (http(s) only) opens in a new tab.
 */
export default function BlogPage() {
  const { blogId = '' } = useParams();
  const valid = isRecordId(blogId);
  const blog = useQuery({
    ...resourceQueries.detail(blogId),
    enabled: valid,
    retry: false,
  });
  if (!valid || blog.isError)
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  if (!blog.data)
    return (
      <PageFrame title={<Skeleton.Input active style={{ width: 320 }} />}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </PageFrame>
    );
  return (
    <PageFrame title={blog.data.title}>
      <p style={{ color: '#5b6b7f' }}>{formatDate(blog.data.createdDate)}</p>
      <div
        className="blog-description"
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(blog.data.description) }}
      />
      <div
        className="blog-body"
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(blog.data.body) }}
      />
      {isHttpUrl(blog.data.link) && (
        <p>
          <ExternalLink href={blog.data.link}>Read more</ExternalLink>
        </p>
      )}
    </PageFrame>
  );
}
