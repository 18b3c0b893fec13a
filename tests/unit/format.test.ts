import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from '../../src/lib/format';

/** What the browser's own US-English formats write: the app's must read the same. */
const intlMoney = (amount: number, decimals: 0 | 2) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
const intlNumber = (value: number, decimals: 0 | 2) =>
  value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });

/** Amounts as the app meets them: whole dollars, cents, ties at the rounding digit, huge ones. */
const amounts = fc.oneof(
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }).map((c) => c / 100),
  fc.integer({ min: -9_999_999_999, max: 9_999_999_999 }).map((m) => m / 1000),
  fc.double({ min: -1e16, max: 1e16, noNaN: true }),
);
const decimals = fc.constantFrom<0 | 2>(0, 2);

describe('formatMoney and formatNumber', () => {
  it.each([
    [0, 0, '$0'],
    [1234, 0, '$1,234'],
    [1234567.5, 0, '$1,234,568'],
    [-5.5, 2, '-$5.50'],
    [1.005, 2, '$1.01'],
    [999.995, 2, '$1,000.00'],
    [0.4, 0, '$0'],
    [-0.4, 0, '-$0'],
    [12_345_678_901_234, 0, '$12,345,678,901,234'],
    // Large enough that scaling by 100 loses the digit that decides the cents.
    [4_333_870_925_714.8647, 2, '$4,333,870,925,714.86'],
    [99_999_999.995, 2, '$100,000,000.00'],
    [0.000001, 2, '$0.00'],
    [0.0000001, 2, '$0.00'],
    [0.995, 2, '$1.00'],
    [0.5, 0, '$1'],
  ] as const)('%s with %s decimals is %s', (amount, d, text) => {
    expect(formatMoney(amount, d)).toBe(text);
    expect(intlMoney(amount, d)).toBe(text);
  });

  it('shows a dash for no amount', () => {
    for (const none of [null, undefined, NaN, Infinity, -Infinity])
      expect(formatMoney(none)).toBe('—');
  });

  it('writes every amount as Intl does', () => {
    fc.assert(
      fc.property(amounts, decimals, (amount, d) => {
        expect(formatMoney(amount, d)).toBe(intlMoney(amount, d));
        expect(formatNumber(amount, d)).toBe(intlNumber(amount, d));
      }),
      { numRuns: 2000 },
    );
  });
});
