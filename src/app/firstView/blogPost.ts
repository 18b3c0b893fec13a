/**
 * A visitor's blog post, shown in the built blog page as soon as it arrives: its request starts
 * with the application's code, and the post paints without waiting for the application to render.
 * The application then takes the same request over, and renders the same markup in its place.
 */
import { getResource, resourceQueries, type Resource } from '../../api/resources';
import { BLOG_POST_PARTS } from '../../features/public/blogPostParts';
import { formatDate } from '../../lib/format';
import { isHttpUrl } from '../../lib/httpUrl';
import { sanitizeHtml } from '../../lib/sanitize';
import { BLOG_POST_TEMPLATE_ID } from './flags';
import { startBeforeApp } from './handover';

/** Fills a copy of the template with a post, giving the markup BlogPost renders for it. */
export function fillBlogPost(article: Element, post: Resource): void {
  const part = (name: keyof typeof BLOG_POST_PARTS) =>
    article.querySelector(`.${BLOG_POST_PARTS[name]}`);
  const title = article.querySelector('h1');
  if (title) title.textContent = post.title;
  const date = part('date');
  if (date) date.textContent = formatDate(post.createdDate);
  const description = part('description');
  if (description) description.innerHTML = sanitizeHtml(post.description);
  const body = part('body');
  if (body) body.innerHTML = sanitizeHtml(post.body);
  const link = part('link');
  if (isHttpUrl(post.link)) link?.querySelector('a')?.setAttribute('href', post.link);
  else link?.remove();
}

/**
 * Requests the post with this id and, when it arrives, puts it in place of the built page's
 * loading frame: unless the application has already asked for it, or replaced the built page by
 * then. A failed request shows nothing here; the application says it. Resolves once the post is
 * on screen, or there is nothing to show.
 */
export async function showBlogPost(doc: Document, id: string): Promise<void> {
  const post = startBeforeApp(resourceQueries.detail(id).queryKey, () => getResource(id));
  if (!post) return;
  let loaded: Resource;
  try {
    loaded = await post;
  } catch {
    return;
  }
  const frame = doc.querySelector('.first-view[data-view="blog"] article');
  const template = doc.getElementById(BLOG_POST_TEMPLATE_ID);
  const copy =
    template instanceof HTMLTemplateElement
      ? template.content.querySelector('article')?.cloneNode(true)
      : undefined;
  if (!frame || !(copy instanceof Element)) return;
  fillBlogPost(copy, loaded);
  frame.replaceWith(copy);
  // Resolves once the post is on screen (the frame after this change has been painted).
  await new Promise<void>((painted) => requestAnimationFrame(() => setTimeout(painted)));
}
