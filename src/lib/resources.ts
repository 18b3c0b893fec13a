import { isHttpUrl } from './httpUrl';

/**
 * The rules of the blog resources (spec 3 sections 3 and 5): a title and a description (rich
 * text, stored as HTML) are required, the link is optional and, when given, an absolute http(s)
 * address; the body is sent empty. The admin's dialog and the simulator apply the same rules.
 */

export const RESOURCE_MSG = {
  titleRequired: 'Please enter the title!',
  descriptionRequired: 'Please enter the description!',
  invalidLink: 'Please enter a valid URL (http:// or https://)!',
  added: 'Successfully added a new resource!',
  updated: 'Successfully updated the resource!',
  deleted: 'Successfully deleted the resource!',
  confirmDelete: 'Are you sure to delete the resource?',
  notFound: 'Resource is not found!',
  empty: 'No resources yet.',
} as const;

/** The length of a resource's excerpt in lists. */
export const EXCERPT_LENGTH = 160;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The character of a numeric reference, as browsers read it: none (0), a surrogate or a number
 * past Unicode gives the replacement character, never an error.
 */
function codePointText(n: number): string {
  const valid = n > 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff);
  return valid ? String.fromCodePoint(n) : '\ufffd';
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return codePointText(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return codePointText(Number(lower.slice(1)));
    return ENTITIES[lower] ?? whole;
  });
}

/**
 * The words of an HTML fragment as plain text: scripts, styles and comments dropped with their
 * content, block ends and line breaks turned into spaces, every tag removed, entities decoded and
 * white space collapsed. The result is text, rendered as text (never as markup). It never throws:
 * malformed markup and bad references give text too.
 */
export function htmlToText(html: string | null | undefined): string {
  // Anything but text (a malformed answer) has no words.
  const text = (typeof html === 'string' ? html : '')
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<(script|style|template|textarea|title)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?(p|div|li|h[1-6]|br|tr|blockquote|ul|ol|pre)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*(>|$)/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** A plain-text excerpt of HTML, cut at a word boundary with an ellipsis when longer than `max`. */
export function htmlExcerpt(html: string | null | undefined, max = EXCERPT_LENGTH): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** Whether rich text holds anything a reader sees: words, or an image. */
export const hasRichText = (html: string | null | undefined) =>
  htmlToText(html) !== '' || /<img\b/i.test(html ?? '');

export interface ResourceFields {
  title: string;
  description: string;
  link: string;
  body: string;
}

/** Why a link cannot be saved, or null: empty is fine, otherwise an absolute http(s) URL. */
export function linkError(link: string | null | undefined): string | null {
  const v = (link ?? '').trim();
  if (!v) return null;
  return isHttpUrl(v) && /^https?:\/\/[^/?#\s]+\.[^/?#\s]+/i.test(v) && !/\s/.test(v)
    ? null
    : RESOURCE_MSG.invalidLink;
}

/** Why a resource cannot be saved (title, then description, then link), or null when it can. */
export function resourceError(fields: Partial<Record<keyof ResourceFields, unknown>>) {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  if (!str(fields.title).trim()) return RESOURCE_MSG.titleRequired;
  if (!hasRichText(str(fields.description))) return RESOURCE_MSG.descriptionRequired;
  if (fields.link !== undefined && fields.link !== null && typeof fields.link !== 'string')
    return RESOURCE_MSG.invalidLink;
  return linkError(str(fields.link));
}

/** A resource as sent: title and link trimmed, the description as written, the body empty. */
export const resourceFieldsOf = (fields: {
  title: string;
  description: string;
  link?: string | null;
}): ResourceFields => ({
  title: fields.title.trim(),
  description: fields.description,
  link: (fields.link ?? '').trim(),
  body: '',
});
