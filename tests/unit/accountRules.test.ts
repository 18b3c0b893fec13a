import {
  accountStatus,
  canMakePrimary,
  formatMmSs,
  msUntil,
  optionalText,
  sortPhones,
} from '../../src/lib/accountRules';
import { formatPhoneInput, isValidPhone, phoneDigits } from '../../src/lib/phone';

describe('phone-code countdown (mm:ss)', () => {
  it.each([
    [120_000, '02:00'],
    [119_001, '02:00'],
    [119_000, '01:59'],
    [61_000, '01:01'],
    [59_999, '01:00'],
    [9_000, '00:09'],
    [1, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
    [3_600_000, '60:00'],
    [NaN, '00:00'],
    [Infinity, '00:00'],
  ])('%d ms shows %s', (ms, text) => expect(formatMmSs(ms)).toBe(text));

  it('counts to the expiration date, never below zero', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(msUntil('2026-03-01T10:02:00Z', now)).toBe(120_000);
    expect(msUntil('2026-03-01T09:59:00Z', now)).toBe(0);
    expect(msUntil('not a date', now)).toBe(0);
    expect(msUntil(null, now)).toBe(0);
    expect(msUntil(undefined, now)).toBe(0);
  });
});

describe('phone list', () => {
  const phone = (number: string, isPrimary: boolean, verified: boolean) => ({
    number,
    isPrimary,
    verifiedDate: verified ? '2026-01-01T00:00:00Z' : null,
  });

  it('lists the primary first, then verified, then the rest, keeping their order', () => {
    const list = [
      phone('1', false, false),
      phone('2', false, true),
      phone('3', true, true),
      phone('4', false, true),
      phone('5', false, false),
    ];
    expect(sortPhones(list).map((p) => p.number)).toEqual(['3', '2', '4', '1', '5']);
    expect(list.map((p) => p.number)).toEqual(['1', '2', '3', '4', '5']);
    expect(sortPhones([])).toEqual([]);
  });

  it('only a verified phone that is not primary can be made primary', () => {
    expect(canMakePrimary(phone('1', false, true))).toBe(true);
    expect(canMakePrimary(phone('1', true, true))).toBe(false);
    expect(canMakePrimary(phone('1', false, false))).toBe(false);
  });
});

describe('phone entry on the account page', () => {
  it('formats as typed and stores 10 digits', () => {
    expect(formatPhoneInput('1 (312) 555-0177')).toBe('(312) 555-0177');
    expect(formatPhoneInput('3125550177999')).toBe('(312) 555-0177');
    expect(formatPhoneInput('abc')).toBe('');
    expect(phoneDigits('(312) 555-0177')).toBe('3125550177');
  });

  it('is valid only when complete', () => {
    expect(isValidPhone(formatPhoneInput('312555017'))).toBe(false);
    expect(isValidPhone(formatPhoneInput('3125550177'))).toBe(true);
    expect(isValidPhone('312-555-0177')).toBe(false);
  });
});

describe('account status and optional text', () => {
  it('is Active until deactivated', () => {
    expect(accountStatus(false)).toBe('Active');
    expect(accountStatus(true)).toBe('Inactive');
  });

  it('leaves out empty optional fields', () => {
    expect(optionalText('  Suite 5 ')).toBe('Suite 5');
    expect(optionalText('   ')).toBeUndefined();
    expect(optionalText(undefined)).toBeUndefined();
    expect(optionalText(null)).toBeUndefined();
  });
});
