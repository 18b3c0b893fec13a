import dayjs from 'dayjs';
import {
  emailAvailabilityMessage,
  isAdult,
  isDuplicateCompany,
  isEmail,
  isLettersNumbers,
  isSixDigits,
  isUrl,
  isZipCode,
  passwordError,
  V,
} from '../../src/lib/validation';
import { formatPhoneInput, isValidPhone, maskPhone, phoneDigits } from '../../src/lib/phone';

describe('password rules', () => {
  it.each([
    ['', 'Field is required!'],
    ['Ab1', 'Must be at least 6 characters long!'],
    ['Abcdef', 'Must contain at least one number (0-9)!'],
    ['abcde1', 'Must contain at least one uppercase character (A-Z)!'],
    ['ABCDE1', 'Must contain at least one lowercase character (a-z)!'],
    ['Abcde1', null],
    ['Demo1234', null],
  ])('%j → %j', (value, expected) => expect(passwordError(value)).toBe(expected));
  it('uses the custom required message on reset', () => {
    expect(passwordError(undefined, V.newPasswordRequired)).toBe('Please enter your new password!');
  });
});

describe('simple predicates', () => {
  it.each([
    ['e-mail', isEmail, ['a@b.co', ' a@b.co '], ['a@b', 'a b@c.com', '']],
    ['6-digit code', isSixDigits, ['123456'], ['12345', '1234567', '12345a', ' 123456']],
    [
      'address line 2 letters, numbers and spaces only',
      isLettersNumbers,
      ['Apt 4B', '', 'Suite 5'],
      ['#4', 'Apt #4', 'Unit-2'],
    ],
    [
      'ZIP: 5-digit and ZIP+4 codes only',
      isZipCode,
      ['60614', ' 60614-1234 '],
      ['6061', '606141', '60614-12', 'ABCDE'],
    ],
    [
      'URL must start with http:// or https://',
      isUrl,
      ['https://youtube.com/watch?v=1', 'http://x'],
      ['youtube.com', 'ftp://x'],
    ],
  ] as const)('%s', (_rule, holds, valid, invalid) => {
    for (const text of valid) expect(holds(text), text).toBe(true);
    for (const text of invalid) expect(holds(text), text).toBe(false);
  });
  it('bidders must be 18 or older, counted to the day', () => {
    const today = dayjs('2026-11-22');
    expect(isAdult(dayjs('2008-11-22'), today)).toBe(true);
    expect(isAdult(dayjs('2008-11-23'), today)).toBe(false);
    expect(isAdult(dayjs('1950-01-01'), today)).toBe(true);
  });
  it('duplicate company: case-insensitive and trimmed', () => {
    const names = ['Prairie State Auctions'];
    expect(isDuplicateCompany('  prairie state AUCTIONS ', names)).toBe(true);
    expect(isDuplicateCompany('Prairie State', names)).toBe(false);
    expect(isDuplicateCompany('   ', names)).toBe(false);
  });
});

describe('e-mail availability messages', () => {
  it.each([
    [{ available: true, registered: false }, 'Bidder', true, 'Email is available!'],
    [{ available: false, registered: false }, 'Bidder', false, 'Email is unavailable!'],
    [
      { available: false, registered: true, role: 'Bidder' },
      'Bidder',
      false,
      'Email address has already been registered!',
    ],
    [
      { available: false, registered: true, role: 'Auctioneer' },
      'Auctioneer',
      false,
      'Email address has already been registered!',
    ],
    [
      { available: false, registered: true, role: 'Bidder' },
      'Auctioneer',
      false,
      'Email address has already been registered with non-auctioneer account!',
    ],
  ] as const)('%j as %s', (result, as, ok, text) => {
    expect(emailAvailabilityMessage(result, as)).toEqual({ ok, text });
  });
});

describe('phone numbers', () => {
  it.each([
    ['', ''],
    ['3', '(3'],
    ['312', '(312'],
    ['3125', '(312) 5'],
    ['312555', '(312) 555'],
    ['3125551', '(312) 555-1'],
    ['3125551234', '(312) 555-1234'],
    ['31255512345678', '(312) 555-1234'],
    ['13125551234', '(312) 555-1234'],
    ['+1 (312) 555-1234', '(312) 555-1234'],
    ['abc312def5551234', '(312) 555-1234'],
    ['23125551234', '(231) 255-5123'],
  ])('formats %j as %j', (raw, formatted) => expect(formatPhoneInput(raw)).toBe(formatted));
  it('valid means exactly 14 formatted characters', () => {
    expect(isValidPhone('(312) 555-1234')).toBe(true);
    expect(isValidPhone('(312) 555-123')).toBe(false);
    expect(isValidPhone('312-555-1234 ')).toBe(false);
  });
  it('stores 10 digits and masks all but the last four', () => {
    expect(phoneDigits('(312) 555-1234')).toBe('3125551234');
    expect(maskPhone('(312) 555-1234')).toBe('(***) ***-1234');
    expect(maskPhone('12')).toBe('');
  });
});
