import { describe, expect, it } from 'vitest';
import {
  ClientFields,
  ClientListRequest,
  ClientRecord,
  LogoUploaded,
} from '../../../src/api/contract/clients';
import { check } from '../../../src/api/contract/parse';

/** A client as spec 2 §3 lists it: the firm's fields, status, linkedSince, contact, case counts. */
const client = {
  id: 12,
  name: 'Kessler & Ross LLP',
  streetLine1: '100 N Wacker Dr',
  streetLine2: 'Suite 400',
  city: 'Chicago',
  stateCode: 'IL',
  zipCode: '60606',
  phoneNumber: '3125550100',
  email: 'office@kessler.test',
  logoUrl: '/files/logo.png',
  status: 'Active',
  linkedSince: '2026-01-05T15:00:00.000Z',
  primaryContactFirstName: 'Avery',
  primaryContactLastName: 'Ross',
  totalCases: 4,
  activeCases: 2,
};

describe('Client', () => {
  it('accepts the spec’s client', () => {
    expect(check(ClientRecord, client)).toEqual({ ok: true, value: client });
  });

  it('reads missing or null text as empty, and a missing link or contact as null', () => {
    const bare = {
      id: 13,
      name: 'Harper Law',
      streetLine2: null,
      status: 'Inactive',
      totalCases: 0,
      activeCases: 0,
    };
    expect(check(ClientRecord, bare)).toEqual({
      ok: true,
      value: {
        ...bare,
        streetLine1: '',
        streetLine2: '',
        city: '',
        stateCode: '',
        zipCode: '',
        phoneNumber: '',
        email: '',
        logoUrl: '',
        linkedSince: null,
        primaryContactFirstName: null,
        primaryContactLastName: null,
      },
    });
  });

  it.each(['id', 'name', 'status', 'totalCases', 'activeCases'])(
    'refuses a client without %s',
    (field) => {
      const result = check(ClientRecord, { ...client, [field]: undefined });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.issues.map((i) => i.path)).toEqual([field]);
    },
  );

  it('refuses a status other than Active or Inactive', () => {
    const result = check(ClientRecord, { ...client, status: 'Pending' });
    expect(result).toMatchObject({ ok: false, issues: [{ path: 'status' }] });
  });

  it('has the spec’s list body: search, sorter, pagination, status, nonInactiveOnly', () => {
    const body = {
      search: 'kess',
      sorter: { field: 'id', order: 'descend' },
      pagination: { current: 1, pageSize: 10 },
      status: 'Active',
      nonInactiveOnly: true,
    };
    expect(check(ClientListRequest, body)).toEqual({ ok: true, value: body });
    expect(check(ClientListRequest, { nonInactiveOnly: 'yes' })).toMatchObject({
      ok: false,
      issues: [{ path: 'nonInactiveOnly' }],
    });
  });

  it('has the spec’s edit body and the logo answer', () => {
    const fields = {
      name: 'Kessler & Ross LLP',
      streetLine1: '',
      streetLine2: '',
      city: '',
      zipCode: '',
      stateCode: '',
      phoneNumber: '',
      email: '',
    };
    expect(check(ClientFields, fields).ok).toBe(true);
    expect(check(LogoUploaded, { logoUrl: '/files/l.png' }).ok).toBe(true);
    expect(check(LogoUploaded, {})).toMatchObject({ ok: false, issues: [{ path: 'logoUrl' }] });
  });
});
