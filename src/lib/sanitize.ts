import DOMPurify from 'dompurify';

/** Server HTML made safe to render: scripts, event handlers and javascript: URLs removed. */
export function sanitizeHtml(html: string | null | undefined): string {
  return DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true } });
}
