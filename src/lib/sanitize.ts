import DOMPurify from 'dompurify';

/** Forms and their controls: server text never asks the reader for input. */
const FORM_TAGS = ['form', 'input', 'button', 'textarea', 'select', 'option', 'optgroup'];

/** Layers over the page: a dialog (open or not) is not part of the text. */
const LAYER_TAGS = ['dialog'];

/**
 * Attributes that reach past the text itself: inline styles (which can cover or restyle the
 * page), ids (which can clash with the page's own and its anchors) and popovers.
 */
const FORBID_ATTR = ['style', 'id', 'popover', 'popovertarget', 'popovertargetaction'];

/**
 * Server HTML made safe to render: scripts, style sheets and inline styles, forms with their
 * controls, dialogs and popovers, ids, event handlers and javascript: URLs removed.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  // Nothing to clean (and no DOM needed: the prerendered pages render empty parts without one).
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', ...FORM_TAGS, ...LAYER_TAGS],
    FORBID_ATTR,
    // A removed form or dialog goes with everything inside it (labels, button text).
    ADD_FORBID_CONTENTS: [...FORM_TAGS, ...LAYER_TAGS],
  });
}
