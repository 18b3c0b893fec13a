/**
 * What the server can store of the admin's content (designed: the spec gives no limits): text
 * fields hold text, within a length, and no character a database cannot keep (NUL, or half of
 * a surrogate pair, which no UTF-8 column can hold).
 */

/** A text field as a refusal names it, and the most characters it holds. */
export interface TextLimit {
  label: string;
  max: number;
}

/** Designed: the lengths a blog resource's fields hold (the description and body are HTML). */
export const RESOURCE_LIMITS = {
  title: { label: 'title', max: 200 },
  description: { label: 'description', max: 100_000 },
  link: { label: 'link', max: 2_000 },
  body: { label: 'body', max: 100_000 },
} as const satisfies Record<string, TextLimit>;

/** Designed refusals. */
export const CONTENT_MSG = {
  notText: (label: string) => `The ${label} must be text!`,
  tooLong: (label: string, max: number) =>
    `The ${label} must be at most ${max.toLocaleString('en-US')} characters!`,
  unstorable: (label: string) => `The ${label} contains characters that cannot be stored!`,
} as const;

/** NUL, or a surrogate without its other half. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a body's text fields cannot be stored, or null (absent fields are not checked). */
export function unstorableText(
  body: Record<string, unknown>,
  limits: Record<string, TextLimit>,
): string | null {
  for (const [field, { label, max }] of Object.entries(limits)) {
    const v = body[field];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string') return CONTENT_MSG.notText(label);
    if (v.length > max) return CONTENT_MSG.tooLong(label, max);
    if (UNSTORABLE.test(v)) return CONTENT_MSG.unstorable(label);
  }
  return null;
}
