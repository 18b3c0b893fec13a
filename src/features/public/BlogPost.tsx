import type { Resource } from '../../api/resources';
import { formatDate } from '../../lib/format';
import { isHttpUrl } from '../../lib/httpUrl';
import { sanitizeHtml } from '../../lib/sanitize';
import { ExternalLink } from './ExternalLink';
import { PageFrame } from './PageFrame';

/**
 * A blog post as it reads: the title is plain text; description and body are server HTML,
 * sanitised before they render; a resource's outside link (http(s) only) opens in a new tab.
 */
export function BlogPost({ post }: { post: Resource }) {
  return (
    <PageFrame title={post.title}>
      <p className="blog-date" style={{ color: '#5b6b7f' }}>
        {formatDate(post.createdDate)}
      </p>
      <div
        className="blog-description"
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(post.description) }}
      />
      <div className="blog-body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(post.body) }} />
      {isHttpUrl(post.link) && (
        <p className="blog-link">
          <ExternalLink href={post.link}>Read more</ExternalLink>
        </p>
      )}
    </PageFrame>
  );
}
