import { describe, expect, it } from 'vitest';
import {
  CompanyLinkListRequest,
  CompanyLinkRow,
  FirmAttorneyLookup,
  FirmCompanyLookup,
  FirmInfo,
  FirmInfoFields,
} from '../../../src/api/contract/firm';
import { check } from '../../../src/api/contract/parse';

/** The firm's own information (spec 3 §3 Client, with spec 2's phone and e-mail). */
const firm = {
  id: 12,
  name: 'Kessler & Ross LLP',
  streetLine1: '100 N Wacker Dr',
  streetLine2: '',
  city: 'Chicago',
  stateCode: 'IL',
  zipCode: '60606',
  phoneNumber: '3125550100',
  email: 'office@kessler.test',
  logoUrl: '',
};

describe('the firm', () => {
  it('accepts the firm’s information and refuses it without its name', () => {
    expect(check(FirmInfo, firm)).toEqual({ ok: true, value: firm });
    expect(check(FirmInfo, { ...firm, name: undefined })).toMatchObject({
      ok: false,
      issues: [{ path: 'name' }],
    });
  });

  it('reads the spec 3 client without phone and e-mail as empty ones', () => {
    const { phoneNumber: _p, email: _e, ...spec3 } = firm;
    expect(check(FirmInfo, spec3)).toEqual({
      ok: true,
      value: { ...firm, phoneNumber: '', email: '' },
    });
  });

  it('has the information form’s body', () => {
    const { id: _id, logoUrl: _l, ...fields } = firm;
    expect(check(FirmInfoFields, fields)).toEqual({ ok: true, value: fields });
  });

  it('accepts the spec’s company link row, with or without the contact’s id', () => {
    const row = {
      companyId: 3,
      companyName: 'Heartland Auctions',
      primaryAttorneyFirstName: 'Avery',
      primaryAttorneyLastName: 'Ross',
      linkedSince: '2026-01-05T15:00:00.000Z',
    };
    expect(check(CompanyLinkRow, row)).toEqual({
      ok: true,
      value: { ...row, primaryAttorneyId: null },
    });
    expect(check(CompanyLinkRow, { ...row, primaryAttorneyId: 31 })).toEqual({
      ok: true,
      value: { ...row, primaryAttorneyId: 31 },
    });
    const unlinked = { companyId: 4, companyName: 'Lakeshore' };
    expect(check(CompanyLinkRow, unlinked)).toEqual({
      ok: true,
      value: {
        ...unlinked,
        primaryAttorneyFirstName: null,
        primaryAttorneyLastName: null,
        linkedSince: null,
        primaryAttorneyId: null,
      },
    });
    expect(check(CompanyLinkRow, { ...row, companyId: undefined })).toMatchObject({
      ok: false,
      issues: [{ path: 'companyId' }],
    });
  });

  it('has the spec’s link list body: search, sorter, pagination, isLinked', () => {
    const body = { search: '', pagination: { current: 1, pageSize: 10 }, isLinked: false };
    expect(check(CompanyLinkListRequest, body).ok).toBe(true);
    expect(check(CompanyLinkListRequest, { search: '' })).toMatchObject({
      ok: false,
      issues: [{ path: 'isLinked' }],
    });
  });

  it('has the look-ups of the pickers', () => {
    expect(check(FirmCompanyLookup, { id: 3, name: 'Heartland' }).ok).toBe(true);
    expect(check(FirmAttorneyLookup, { id: 31, fullName: 'Avery Ross' }).ok).toBe(true);
    expect(check(FirmAttorneyLookup, { id: 31 })).toMatchObject({
      ok: false,
      issues: [{ path: 'fullName' }],
    });
  });
});
