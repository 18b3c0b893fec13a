import dayjs from 'dayjs';

/** The one money and date formatting module (spec 1 section 5 and 9). */

/**
 * The dollar formats, made on first use: making one costs tens of milliseconds on a phone,
 * which pages that show no amount (sign-in, registration, help) should not pay at start-up.
 */
const usdFormats: Partial<Record<0 | 2, Intl.NumberFormat>> = {};
const usd = (digits: 0 | 2) =>
  (usdFormats[digits] ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }));

/** US dollars, 0 decimals by default (2 for opening prices). */
export function formatMoney(amount: number | null | undefined, decimals: 0 | 2 = 0): string {
  if (amount == null || !Number.isFinite(amount)) return '—';
  return usd(decimals).format(amount);
}

/** Dates: MM/DD/YYYY h:mm A. */
export const formatDateTime = (d: string | number | Date | null | undefined) =>
  d ? dayjs(d).format('MM/DD/YYYY h:mm A') : '—';
/** Dates without time: MM/DD/YYYY. */
export const formatDate = (d: string | number | Date | null | undefined) =>
  d ? dayjs(d).format('MM/DD/YYYY') : '—';
/** Lot dates: hh:mm A, dddd, MMM DD YYYY. */
export const formatLotDate = (d: string | number | Date | null | undefined) =>
  d ? dayjs(d).format('hh:mm A, dddd, MMM DD YYYY') : '—';

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
