import dayjs from 'dayjs';
import {
  emailAvailabilityMessage,
  isAdult,
  isDuplicateCompany,
  isEmail,
  isLettersNumbers,
  isSixDigits,
  isUrl,
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
  it('e-mail', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail(' a@b.co ')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a b@c.com')).toBe(false);
    expect(isEmail('')).toBe(false);
  });
  it('6-digit code', () => {
    expect(isSixDigits('123456')).toBe(true);
    expect(isSixDigits('12345')).toBe(false);
    expect(isSixDigits('1234567')).toBe(false);
    expect(isSixDigits('12345a')).toBe(false);
  });
  it('address line 2 letters, numbers and spaces only', () => {
    expect(isLettersNumbers('Apt 4B')).toBe(true);
    expect(isLettersNumbers('')).toBe(true);
    expect(isLettersNumbers('#4')).toBe(false);
  });
  it('URL must start with http:// or https://', () => {
    expect(isUrl('https://youtube.com/watch?v=1')).toBe(true);
    expect(isUrl('http://x')).toBe(true);
    expect(isUrl('youtube.com')).toBe(false);
    expect(isUrl('ftp://x')).toBe(false);
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
