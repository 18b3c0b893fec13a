import { describe, expect, it } from 'vitest';
import {
  AuctioneerRegistration,
  BidderRegistration,
  EmailAvailability,
  TokenResponse,
  UsernameTaken,
  VerificationSent,
} from '../../../src/api/contract/auth';
import { check } from '../../../src/api/contract/parse';

/** Spec 1 section 3: the login response. */
const login = {
  access_token: 'a.b.c',
  expires_in: 3600,
  refresh_token: 'r1',
  firstName: 'Bailey',
  lastName: 'Brooks',
  userName: 'bidder',
  roles: ['Bidder'],
  id: 7,
  required2FA: false,
  phone: '(***) ***-0199',
  configuredGoogleAuth: false,
  deviceId: 'device-1',
};

const registration = {
  firstName: 'Robin',
  lastName: 'Lane',
  email: 'robin@example.com',
  phoneNumber: '3125550199',
  birthDate: '1990-04-12',
  address: { streetLine1: '12 Grand Ave', city: 'Chicago', state: 'IL', zipCode: '60610' },
  userName: 'robinlane',
  password: 'Robin2026',
  dca: true,
  verificationId: 'v1',
  verificationCode: '123456',
  deviceId: 'device-1',
};

describe('the token endpoint’s answer (spec 1 sections 3 and 7)', () => {
  it('takes the login response of spec 1 section 3', () => {
    expect(check(TokenResponse, login)).toEqual({ ok: true, value: login });
  });

  it('takes a refresh answer: access_token, refresh_token, expires_in only', () => {
    const refresh = { access_token: 'x', refresh_token: 'r2', expires_in: 300 };
    expect(check(TokenResponse, refresh)).toEqual({ ok: true, value: refresh });
  });

  it('refuses an answer without the refresh token or the expiry, naming the field', () => {
    expect(check(TokenResponse, { access_token: 'x', expires_in: 300 })).toMatchObject({
      ok: false,
      issues: [{ path: 'refresh_token', problem: 'expected string, received undefined' }],
    });
    const { expires_in: _e, ...noExpiry } = login;
    expect(check(TokenResponse, noExpiry)).toMatchObject({
      ok: false,
      issues: [{ path: 'expires_in' }],
    });
  });
});

describe('text-message codes (spec 1 section 3 Phone verification)', () => {
  it('keeps the verification id as text, a number id included', () => {
    expect(check(VerificationSent, { id: 42, number: '(***) ***-0199' })).toEqual({
      ok: true,
      value: { id: '42', number: '(***) ***-0199' },
    });
    expect(check(VerificationSent, { id: 'v9', expirationDate: '2026-03-01T10:05:00Z' })).toEqual({
      ok: true,
      value: { id: 'v9', expirationDate: '2026-03-01T10:05:00Z' },
    });
  });

  it('refuses an answer without the id', () => {
    expect(check(VerificationSent, { number: 'x' })).toMatchObject({
      ok: false,
      issues: [{ path: 'id' }],
    });
  });
});

describe('registration bodies (spec 1 section 3 Bidder registration)', () => {
  it('takes the bidder registration with the consent flag dca', () => {
    expect(check(BidderRegistration, registration).ok).toBe(true);
    expect(
      check(AuctioneerRegistration, { ...registration, companyName: 'Lane Auctions' }).ok,
    ).toBe(true);
  });

  it('refuses a registration without dca, and an auctioneer one without the company', () => {
    const { dca: _d, ...noConsent } = registration;
    expect(check(BidderRegistration, noConsent)).toMatchObject({
      ok: false,
      issues: [{ path: 'dca', problem: 'expected boolean, received undefined' }],
    });
    expect(check(AuctioneerRegistration, registration)).toMatchObject({
      ok: false,
      issues: [{ path: 'companyName' }],
    });
  });
});

describe('availability (spec 3 section 7, spec 1 section 5)', () => {
  it('the user name check answers a boolean: true when taken', () => {
    expect(check(UsernameTaken, true)).toEqual({ ok: true, value: true });
    expect(check(UsernameTaken, false)).toEqual({ ok: true, value: false });
    expect(check(UsernameTaken, { available: true })).toMatchObject({
      ok: false,
      issues: [{ path: '', problem: 'expected boolean, received object' }],
    });
  });

  it('the e-mail check names the role of the account that has it', () => {
    const taken = { available: false, registered: true, role: 'Bidder' };
    expect(check(EmailAvailability, taken)).toEqual({ ok: true, value: taken });
    expect(check(EmailAvailability, { available: true })).toMatchObject({
      ok: false,
      issues: [{ path: 'registered' }],
    });
  });
});
