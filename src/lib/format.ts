import dayjs from 'dayjs';

/** The one money and date formatting module (spec 1 section 5 and 9). */

/** Beyond this, amounts go through Intl (below it, the shortest decimal text has no exponent). */
const PLAIN_LIMIT = 1e13;

/**
 * A number in US English: digits grouped by thousands and rounded half away from zero at the
 * given decimal, as `Intl.NumberFormat('en-US')` writes it (1234.005 → "1,234.01" at 2
 * decimals). Written out rather than through Intl or `toLocaleString`: the first use of either on
 * a page loads the locale's number data, 22-25 ms here and four times that on a phone-class CPU,
 * in the middle of the lot page's first render.
 */
export function formatNumber(value: number, decimals: 0 | 2 = 0): string {
  const abs = Math.abs(value);
  if (!(abs < PLAIN_LIMIT))
    return value.toLocaleString('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const digits = roundedDigits(abs, decimals).padStart(decimals + 1, '0');
  if (decimals === 0) return sign + grouped(digits);
  return `${sign}${grouped(digits.slice(0, -decimals))}.${digits.slice(-decimals)}`;
}

/**
 * The digits of `abs` rounded half away from zero at `decimals`, without the point, as Intl does:
 * on the number's shortest decimal text (so 1.005 rounds as written), digit by digit, because
 * scaling the number itself loses the digit that decides a half once it is large
 * (4,333,870,925,714.8647 scaled by 100 is no longer below ….5). Under a millionth, that text has
 * an exponent: such an amount rounds to 0.
 */
function roundedDigits(abs: number, decimals: 0 | 2): string {
  if (abs < 1e-6) return '0';
  const [whole, fraction = ''] = String(abs).split('.');
  const kept = whole + fraction.padEnd(decimals, '0').slice(0, decimals);
  return (fraction[decimals] ?? '0') >= '5'
    ? String(BigInt(kept) + 1n)
    : kept.replace(/^0+(?=\d)/, '');
}

/** Digits with a comma before each group of three from the right: "1234567" → "1,234,567". */
function grouped(digits: string): string {
  return digits.length > 3 ? digits.replace(/\B(?=(\d{3})+$)/g, ',') : digits;
}

/** US dollars, 0 decimals by default (2 for opening prices): "$1,234", "-$5.50". */
export function formatMoney(amount: number | null | undefined, decimals: 0 | 2 = 0): string {
  if (amount == null || !Number.isFinite(amount)) return '—';
  const text = formatNumber(amount, decimals);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** Distinct date texts each date format remembers before it starts again. */
export const DATE_CACHE_SIZE = 1000;

/**
 * A dayjs format for dates, '—' for none. A date given as text (as the server sends it) is
 * formatted once: a live bid list's rows are keyed by place, so each new bid moves every bid
 * down a row and all 50 rows re-render; at a bidding pace all but the new one are dates already
 * written (parsing and formatting took 5 us a date in Node here, and 75 ms of a 5 s stream of
 * 1,000 bids a second in the bidder room at 4x CPU).
 */
function dateFormat(pattern: string) {
  const cache = new Map<string, string>();
  return (d: string | number | Date | null | undefined): string => {
    if (!d) return '—';
    if (typeof d !== 'string') return dayjs(d).format(pattern);
    let text = cache.get(d);
    if (text === undefined) {
      if (cache.size >= DATE_CACHE_SIZE) cache.clear();
      text = dayjs(d).format(pattern);
      cache.set(d, text);
    }
    return text;
  };
}

/** Dates: MM/DD/YYYY h:mm A. */
export const formatDateTime = dateFormat('MM/DD/YYYY h:mm A');
/** Dates without time: MM/DD/YYYY. */
export const formatDate = dateFormat('MM/DD/YYYY');
/** Lot dates: hh:mm A, dddd, MMM DD YYYY. */
export const formatLotDate = dateFormat('hh:mm A, dddd, MMM DD YYYY');

/** Required down as a percentage clamped 0-100, rounded. */
export function formatPercent(value: number | null | undefined): string {
  const v = Math.round(Math.min(100, Math.max(0, Number(value) || 0)));
  return `${v}%`;
}

/**
 * File sizes in b, kb, mb (1 kb = 1024 b): whole bytes under 1 kb, else one decimal
 * ("512 b", "12.5 kb", "3.2 mb"); a size that would round to 1024.0 kb shows as 1.0 mb.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${Math.round(bytes)} b`;
  const kb = (bytes / 1024).toFixed(1);
  if (Number(kb) < 1024) return `${kb} kb`;
  return `${(bytes / 1024 / 1024).toFixed(1)} mb`;
}

/** The parts of a US address as the server sends them (any may be missing). */
export interface AddressParts {
  streetLine1?: string | null;
  streetLine2?: string | null;
  city?: string | null;
  stateCode?: string | null;
  zipCode?: string | null;
}

/** One line, missing parts left out: "1 Main St, Unit 2, Chicago, IL 60601". */
export function formatAddress(a: AddressParts): string {
  const stateZip = [a.stateCode, a.zipCode].filter(Boolean).join(' ');
  return [a.streetLine1, a.streetLine2, a.city, stateZip].filter(Boolean).join(', ');
}
