import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { resourceQueries } from '../../api/resources';
import { BlogPost } from './BlogPost';
import { PageFrame } from './PageFrame';
import { isRecordId } from '../../lib/recordId';
import { useHydrated } from '../../lib/useHydrated';

const NotFoundPage = lazy(() => import('../../components/NotFoundPage'));

/** /blogs/{blogId}: a blog post, or the not-found page for an address that names none. */
export default function BlogPage() {
  const { blogId = '' } = useParams();
  const valid = isRecordId(blogId);
  const hydrated = useHydrated();
  const blog = useQuery({
    ...resourceQueries.detail(blogId),
    enabled: valid,
    retry: false,
  });
  if (!valid || (hydrated && blog.isError))
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  if (!hydrated || !blog.data)
    return (
      <PageFrame title={<Skeleton.Input active style={{ width: 320 }} />}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </PageFrame>
    );
  return <BlogPost post={blog.data} />;
}
