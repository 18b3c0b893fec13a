/** US phone numbers: typed freely, shown as (###) ###-####, stored as 10 digits. */

/** Auto-format while typing: digits only, a leading 1 of 11 digits dropped, at most 10 digits. */
export function formatPhoneInput(raw: string): string {
  let digits = (raw ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (!digits) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The 10 digits of a formatted number. */
export function phoneDigits(formatted: string): string {
  return (formatted ?? '').replace(/\D/g, '').slice(-10);
}

/** A valid phone is exactly 14 characters in the (###) ###-#### format. */
export function isValidPhone(formatted: string): boolean {
  return (
    typeof formatted === 'string' &&
    formatted.length === 14 &&
    /^\(\d{3}\) \d{3}-\d{4}$/.test(formatted)
  );
}

/** Shows only the last four digits. */
export function maskPhone(value: string): string {
  const d = phoneDigits(value);
  return d.length >= 4 ? `(***) ***-${d.slice(-4)}` : '';
}
