import { describe, expect, it } from 'vitest';
import { check } from '../../../src/api/contract/parse';
import { PurchaseProfile, PurchaseProfileInput } from '../../../src/api/contract/purchaseProfiles';

/** Spec 1 section 3: the purchase profile. */
const input = {
  name: 'Lane Holdings LLC',
  type: 'Corporation',
  contactName: 'Robin Lane',
  isSameAsBidder: false,
  isAgentForBidder: true,
  phoneNumber: '3125550100',
  address1: '1 Main St',
  address2: '',
  city: 'Chicago',
  county: 'Cook',
  state: 'IL',
  zip: '60601',
  isPrimary: true,
};

describe('purchase profiles (spec 1 section 3: isContactSame / isSameAsBidder)', () => {
  it.each([[{ isSameAsBidder: true }], [{ isContactSame: true }]])(
    'reads %o as isSameAsBidder',
    (flag) => {
      const { isSameAsBidder: _s, ...rest } = input;
      expect(check(PurchaseProfile, { id: 3, ...rest, ...flag })).toEqual({
        ok: true,
        value: { id: 3, ...rest, isSameAsBidder: true },
      });
    },
  );

  it('refuses a profile without the flag in either spelling, or with another entity type', () => {
    const { isSameAsBidder: _s, ...rest } = input;
    expect(check(PurchaseProfile, { id: 3, ...rest })).toMatchObject({
      ok: false,
      issues: [{ path: 'isSameAsBidder', problem: 'expected boolean, received undefined' }],
    });
    expect(check(PurchaseProfile, { id: 3, ...input, type: 'Trust' })).toMatchObject({
      ok: false,
      issues: [{ path: 'type' }],
    });
  });

  it('sends isSameAsBidder with the other fields', () => {
    expect(check(PurchaseProfileInput, input)).toEqual({ ok: true, value: input });
    const { zip: _z, ...noZip } = input;
    expect(check(PurchaseProfileInput, noZip)).toMatchObject({
      ok: false,
      issues: [{ path: 'zip' }],
    });
  });
});
