import DOMPurify from 'dompurify';

/** Forms and their controls: server text never asks the reader for input. */
const FORM_TAGS = ['form', 'input', 'button', 'textarea', 'select', 'option', 'optgroup'];

/**
 * Server HTML made safe to render: scripts, style sheets, forms with their controls,
 * event handlers and javascript: URLs removed.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  // Nothing to clean (and no DOM needed: the built pages render empty parts without one).
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', ...FORM_TAGS],
    // A removed form goes with everything inside it (labels, button text).
    ADD_FORBID_CONTENTS: FORM_TAGS,
  });
}
