import { describe, expect, it } from 'vitest';
import {
  AccountAddress,
  AuthenticatorSetup,
  BidderAccount,
  PhoneVerification,
} from '../../../src/api/contract/account';
import { check } from '../../../src/api/contract/parse';

/** Spec 1 section 3: the bidder account. */
const account = {
  userId: 7,
  userName: 'bidder',
  firstName: 'Bailey',
  lastName: 'Brooks',
  birthDate: '1990-04-12',
  email: 'bidder@bidright.test',
  phoneNumber: '3125550199',
  linkedAccountCount: 2,
  address: { streetLine1: '12 Grand Ave', city: 'Chicago', state: 'IL', zipCode: '60610' },
  isVerified: true,
  isDeactivated: false,
  deactivatedDate: null,
  configuredAuthenticatorApp: false,
  bidderPhones: [{ number: '3125550199', isPrimary: true, verifiedDate: '2026-01-02T00:00:00Z' }],
};

describe('the bidder account (spec 1 section 3)', () => {
  it('takes the spec’s shape, phones without an id included', () => {
    expect(check(BidderAccount, account)).toEqual({ ok: true, value: account });
  });

  it('refuses an account without its phones or status, naming the field', () => {
    const { bidderPhones: _p, ...noPhones } = account;
    expect(check(BidderAccount, noPhones)).toMatchObject({
      ok: false,
      issues: [{ path: 'bidderPhones', problem: 'expected array, received undefined' }],
    });
    expect(
      check(BidderAccount, { ...account, bidderPhones: [{ number: '1', isPrimary: true }] }),
    ).toMatchObject({ ok: false, issues: [{ path: 'bidderPhones.0.verifiedDate' }] });
  });
});

describe('the account address: streetLine1/address1, streetLine2/address2 (spec 1 section 3)', () => {
  const rest = { city: 'Chicago', state: 'IL', zipCode: '60610' };

  it.each([
    [{ streetLine1: '12 Grand Ave', streetLine2: 'Apt 4', ...rest }],
    [{ address1: '12 Grand Ave', address2: 'Apt 4', ...rest }],
  ])('reads %o as streetLine1 and streetLine2', (address) => {
    expect(check(AccountAddress, address)).toEqual({
      ok: true,
      value: { streetLine1: '12 Grand Ave', streetLine2: 'Apt 4', ...rest },
    });
  });

  it('leaves out an empty second line and refuses an address without a street', () => {
    expect(check(AccountAddress, { address1: '1 Main', address2: null, ...rest })).toEqual({
      ok: true,
      value: { streetLine1: '1 Main', ...rest },
    });
    expect(check(AccountAddress, rest)).toMatchObject({
      ok: false,
      issues: [{ path: 'streetLine1', problem: 'expected string, received undefined' }],
    });
  });
});

describe('phone verification and the authenticator (spec 1 section 3)', () => {
  it('takes id, number and expirationDate; qrCodeImageUrl, manualEntrySetupCode, googleAuthKey', () => {
    const sent = { id: 5, number: '3125550100', expirationDate: '2026-03-01T10:02:00Z' };
    expect(check(PhoneVerification, sent)).toEqual({ ok: true, value: sent });
    const setup = {
      qrCodeImageUrl: 'data:image/svg+xml,x',
      manualEntrySetupCode: 'ABCD',
      googleAuthKey: true,
    };
    expect(check(AuthenticatorSetup, setup)).toEqual({ ok: true, value: setup });
  });

  it('refuses a verification without its expiry and a setup without its code', () => {
    expect(check(PhoneVerification, { id: 5, number: '1' })).toMatchObject({
      ok: false,
      issues: [{ path: 'expirationDate' }],
    });
    expect(check(AuthenticatorSetup, { qrCodeImageUrl: 'x' })).toMatchObject({
      ok: false,
      issues: [{ path: 'manualEntrySetupCode' }],
    });
  });
});
