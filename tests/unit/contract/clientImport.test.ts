import { describe, expect, it } from 'vitest';
import {
  AttorneyEmailCheck,
  ClientImportResult,
  ConnectedClient,
} from '../../../src/api/contract/clientImport';
import { check } from '../../../src/api/contract/parse';

describe('bringing clients in', () => {
  it('reads the import’s answer', () => {
    const result = { imported: 2, refused: [{ row: 3, reason: 'Firm Name is required.' }] };
    expect(check(ClientImportResult, result)).toEqual({ ok: true, value: result });
    expect(check(ClientImportResult, { imported: 2 })).toMatchObject({
      ok: false,
      issues: [{ path: 'refused' }],
    });
  });

  it('reads the e-mail check, its attorney with either id spelling', () => {
    const attorney = {
      attorneyId: 31,
      isConnected: true,
      firstName: 'Avery',
      lastName: 'Ross',
      email: 'avery@kessler.test',
      firmName: 'Kessler & Ross LLP',
    };
    const { attorneyId, ...rest } = attorney;
    expect(check(AttorneyEmailCheck, { exists: true, attorney, isClient: false })).toEqual({
      ok: true,
      value: { exists: true, attorney: { id: attorneyId, ...rest }, isClient: false },
    });
    const none = { exists: false, attorney: null, isClient: false };
    expect(check(AttorneyEmailCheck, none)).toEqual({ ok: true, value: none });
    expect(check(AttorneyEmailCheck, { exists: false, attorney: null })).toMatchObject({
      ok: false,
      issues: [{ path: 'isClient' }],
    });
  });

  it('reads the connected client', () => {
    expect(check(ConnectedClient, { clientId: 12 }).ok).toBe(true);
    expect(check(ConnectedClient, {})).toMatchObject({ ok: false, issues: [{ path: 'clientId' }] });
  });
});
