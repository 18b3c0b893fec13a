import { describe, expect, it } from 'vitest';
import { AttorneyFields, AttorneyList, AttorneyRecord } from '../../../src/api/contract/attorneys';
import { check } from '../../../src/api/contract/parse';

/** An attorney as spec 2 §3 lists it. */
const attorney = {
  id: 31,
  firstName: 'Avery',
  lastName: 'Ross',
  email: 'avery@kessler.test',
  phone: '3125550111',
  isPrimary: true,
  firmName: 'Kessler & Ross LLP',
  isConnected: false,
};

describe('Attorney', () => {
  it('accepts the spec’s attorney', () => {
    expect(check(AttorneyRecord, attorney)).toEqual({ ok: true, value: attorney });
  });

  it('reads the id spelt attorneyId as id', () => {
    const { id, ...rest } = attorney;
    expect(check(AttorneyRecord, { ...rest, attorneyId: id })).toEqual({
      ok: true,
      value: attorney,
    });
  });

  it('prefers id when both spellings come', () => {
    expect(check(AttorneyRecord, { ...attorney, attorneyId: 99 })).toEqual({
      ok: true,
      value: attorney,
    });
  });

  it('refuses an attorney without either id, naming id', () => {
    const { id: _id, ...rest } = attorney;
    expect(check(AttorneyRecord, rest)).toMatchObject({ ok: false, issues: [{ path: 'id' }] });
  });

  it.each(['firstName', 'lastName', 'isPrimary', 'isConnected'])(
    'refuses an attorney without %s',
    (field) => {
      const result = check(AttorneyRecord, { ...attorney, [field]: undefined });
      expect(result).toMatchObject({ ok: false, issues: [{ path: field }] });
    },
  );

  it('reads the lists’ rows in data, each normalised', () => {
    const { id, ...rest } = attorney;
    expect(check(AttorneyList, { data: [{ ...rest, attorneyId: id }] })).toEqual({
      ok: true,
      value: { data: [attorney] },
    });
    expect(check(AttorneyList, [attorney])).toMatchObject({ ok: false });
  });

  it('has the dialogs’ fields', () => {
    const fields = { firstName: 'A', lastName: 'B', email: 'a@b.test', phone: '' };
    expect(check(AttorneyFields, fields).ok).toBe(true);
    expect(check(AttorneyFields, { ...fields, email: undefined })).toMatchObject({
      ok: false,
      issues: [{ path: 'email' }],
    });
  });
});
