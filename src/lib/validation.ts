import type { Rule, RuleObject } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { isValidPhone } from './phone';
import type { EmailAvailability } from '../api/contract/auth';

/** The availability answer for an e-mail address (GET /api/user/email/{email}). */
export type { EmailAvailability };

/** Validation messages of spec 1 section 5, word for word. */
export const V = {
  required: 'Field is required!',
  newPasswordRequired: 'Please enter your new password!',
  minLength: 'Must be at least 6 characters long!',
  digit: 'Must contain at least one number (0-9)!',
  upper: 'Must contain at least one uppercase character (A-Z)!',
  lower: 'Must contain at least one lowercase character (a-z)!',
  confirm: 'Please re-enter your password!',
  mismatch: 'The two passwords that you entered do not match!',
  currentPassword: 'Please enter your current password!',
  email: 'Please enter a valid e-mail address!',
  emailAvailable: 'Email is available!',
  emailUnavailable: 'Email is unavailable!',
  emailRegistered: 'Email address has already been registered!',
  emailRegisteredNonAuctioneer:
    'Email address has already been registered with non-auctioneer account!',
  usernameAvailable: 'Username is available!',
  usernameUnavailable: 'Username is unavailable!',
  phone: 'Please enter a valid phone number!',
  phoneRequired: 'Please enter a phone number!',
  code: '6-digit integer!',
  invalidCode: 'The verification code is invalid!',
  lettersNumbers: 'Please enter letters and numbers only',
  zipCode: 'Please enter a valid zip code!',
  consent: 'You must agree to the Terms & Condition',
  duplicateCompany:
    'A duplicate company already exists, please contact the administrator for assistance.',
} as const;

export const PASSWORD_MIN = 6;
export const BIDDER_MIN_AGE = 18;

/** The first broken password rule, or null. */
export function passwordError(
  value: string | undefined,
  requiredMessage: string = V.required,
): string | null {
  if (!value) return requiredMessage;
  if (value.length < PASSWORD_MIN) return V.minLength;
  if (!/\d/.test(value)) return V.digit;
  if (!/[A-Z]/.test(value)) return V.upper;
  if (!/[a-z]/.test(value)) return V.lower;
  return null;
}

export const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v.trim());
export const isSixDigits = (v: string) => /^\d{6}$/.test(v ?? '');
export const isLettersNumbers = (v: string) => /^[A-Za-z0-9 ]*$/.test(v ?? '');
export const isUrl = (v: string) => /^https?:\/\/\S+$/.test(v ?? '');
/** US zip codes: 5 digits, optionally ZIP+4. */
export const isZipCode = (v: string) => /^\d{5}(-\d{4})?$/.test(v.trim());

/** Whole years between a birth date and today. */
export function ageOn(birth: Dayjs, today: Dayjs = dayjs()): number {
  return today.diff(birth, 'year');
}
export const isAdult = (birth: Dayjs, today: Dayjs = dayjs()) =>
  ageOn(birth, today) >= BIDDER_MIN_AGE;

/** The availability message for an e-mail, for a bidder or an auctioneer registration. */
export function emailAvailabilityMessage(
  result: EmailAvailability,
  registeringAs: 'Bidder' | 'Auctioneer',
): { ok: boolean; text: string } {
  if (result.available) return { ok: true, text: V.emailAvailable };
  if (!result.registered) return { ok: false, text: V.emailUnavailable };
  const staff = result.role === 'Auctioneer' || result.role === 'Employee';
  if (registeringAs === 'Auctioneer' && !staff)
    return { ok: false, text: V.emailRegisteredNonAuctioneer };
  return { ok: false, text: V.emailRegistered };
}

/** Company names match case-insensitively after trimming. */
export function isDuplicateCompany(name: string, names: readonly string[]): boolean {
  const n = name.trim().toLowerCase();
  return !!n && names.some((c) => c.trim().toLowerCase() === n);
}

/** A form rule from a check that answers with the error for the field's value, or null. */
export const checkRule = <T>(error: (value: T) => string | null): RuleObject => ({
  validator: (_r, value: T) => {
    const message = error(value);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

/** A form rule from a check of the field's text (an empty field checks as ''). */
export const textRule = (test: (v: string) => string | null): RuleObject =>
  checkRule<string | undefined>((value) => test(value ?? ''));

/** A form rule for an optional field: what was typed must pass `ok`; a blank field passes. */
export const optionalFormat = (ok: (v: string) => boolean, message: string): RuleObject =>
  textRule((v) => (!v.trim() || ok(v) ? null : message));

/** antd Form rules over the predicates above. */
export const rules = {
  required: (message: string = V.required): Rule => ({ required: true, whitespace: true, message }),
  password: (requiredMessage: string = V.required): Rule[] => [
    { required: true, message: requiredMessage },
    textRule((v) => (v ? passwordError(v, requiredMessage) : null)),
  ],
  confirm: (field = 'password'): Rule[] => [
    { required: true, message: V.confirm },
    ({ getFieldValue }) => ({
      validator: (_r, value: string) =>
        !value || getFieldValue(field) === value
          ? Promise.resolve()
          : Promise.reject(new Error(V.mismatch)),
    }),
  ],
  email: (): Rule[] => [
    { required: true, whitespace: true, message: V.required },
    textRule((v) => (v && !isEmail(v) ? V.email : null)),
  ],
  phone: (required = true): Rule[] => [
    ...(required ? [{ required: true, message: V.phoneRequired }] : []),
    textRule((v) => (v && !isValidPhone(v) ? V.phone : null)),
  ],
  code: (): Rule[] => [
    { required: true, message: V.code },
    textRule((v) => (v && !isSixDigits(v) ? V.code : null)),
  ],
  address: (label: string): Rule => ({
    required: true,
    whitespace: true,
    message: `Please enter your ${label}!`,
  }),
  lettersNumbers: (): Rule => textRule((v) => (isLettersNumbers(v) ? null : V.lettersNumbers)),
  url: (host: string): Rule =>
    textRule((v) =>
      v && !isUrl(v) ? `Please enter a valid URL! (Example: ${host}/watch?v=)` : null,
    ),
};
