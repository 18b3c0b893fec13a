/**
 * axe rules whose checks can only find minor or moderate problems (axe-core 4.14): a run that
 * reports serious and critical violations leaves them out, which takes about a fifth off each run
 * (`region` alone walks the whole page) and hides nothing it would report.
 * `tests/unit/axeRules.test.ts` keeps this list true to the installed axe-core.
 */
export const MINOR_RULES = [
  'aria-allowed-role',
  'aria-deprecated-role',
  'empty-heading',
  'empty-table-header',
  'focus-order-semantics',
  'form-field-multiple-labels',
  'heading-order',
  'hidden-content',
  'html-xml-lang-mismatch',
  'image-redundant-alt',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
  'meta-viewport',
  'meta-viewport-large',
  'no-autoplay-audio',
  'page-has-heading-one',
  'presentation-role-conflict',
  'region',
  'scope-attr-valid',
  'server-side-image-map',
  'skip-link',
  'table-duplicate-name',
];
