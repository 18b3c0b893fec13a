import { describe, expect, it } from 'vitest';
import { AttorneyLookup, AttorneySignUp } from '../../../src/api/contract/clientRegistration';
import { check } from '../../../src/api/contract/parse';

/** Spec 3 section 7: id, isConnected, firstName, lastName, email, firmName. */
const lookup = {
  id: 9,
  isConnected: false,
  firstName: 'Jamie',
  lastName: 'Rowe',
  email: 'jamie@barrett.test',
  firmName: 'Barrett & Associates LLP',
};

describe('the invitation lookup (spec 3 section 7; spec 2 section 3: id, also attorneyId)', () => {
  it('takes the spec’s answer, and reads attorneyId as id', () => {
    expect(check(AttorneyLookup, lookup)).toEqual({ ok: true, value: lookup });
    const { id, ...rest } = lookup;
    expect(check(AttorneyLookup, { ...rest, attorneyId: id })).toEqual({ ok: true, value: lookup });
  });

  it('refuses an answer without an id in either spelling, or without the firm', () => {
    const { id: _i, ...noId } = lookup;
    expect(check(AttorneyLookup, noId)).toMatchObject({
      ok: false,
      issues: [{ path: 'id', problem: 'expected number, received undefined' }],
    });
    const { firmName: _f, ...noFirm } = lookup;
    expect(check(AttorneyLookup, noFirm)).toMatchObject({
      ok: false,
      issues: [{ path: 'firmName' }],
    });
  });
});

describe('the sign-up form', () => {
  const form = {
    firstName: 'Jamie',
    lastName: 'Rowe',
    userName: 'jrowe',
    password: 'Rowe2026',
    phoneNumber: '',
    companyId: 4,
    dca: true,
  };

  it('carries the consent as dca and the inviting company (or null)', () => {
    expect(check(AttorneySignUp, form).ok).toBe(true);
    expect(check(AttorneySignUp, { ...form, companyId: null }).ok).toBe(true);
    const { dca: _d, ...noConsent } = form;
    expect(check(AttorneySignUp, noConsent)).toMatchObject({
      ok: false,
      issues: [{ path: 'dca' }],
    });
  });
});
