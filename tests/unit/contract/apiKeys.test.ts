import { describe, expect, it } from 'vitest';
import { ApiKeyRow, createApiKey, listApiKeys, NewApiKey } from '../../../src/api/contract/apiKeys';
import { check } from '../../../src/api/contract/parse';

const issues = (r: ReturnType<typeof check>) => (r.ok ? [] : r.issues);

/** An API key as spec 2 and 3 section 3 write it. */
const key = {
  id: 4,
  maskedKey: '******a1b2c3',
  generatedDate: '2026-01-01T00:00:00Z',
  expirationDate: '2027-01-01T00:00:00Z',
  deactivatedDate: null,
  isExpired: false,
  isDeactivated: false,
};

describe('apiKeys contract', () => {
  it('reads the listing and the new key with its full key once', () => {
    expect(check(listApiKeys.response, [key]).ok).toBe(true);
    expect(check(createApiKey.response, { ...key, key: 'sk_live_0123456789a1b2c3' }).ok).toBe(true);
  });

  it('refuses a new key without the key, and a listing without its mask', () => {
    expect(issues(check(NewApiKey, key))).toEqual([
      { path: 'key', problem: 'expected string, received undefined' },
    ]);
    const { maskedKey: _m, ...rest } = key;
    expect(issues(check(listApiKeys.response, [rest]))).toEqual([
      { path: '0.maskedKey', problem: 'expected string, received undefined' },
    ]);
  });

  it('reads a missing deactivation date as null', () => {
    const r = check(ApiKeyRow, { ...key, deactivatedDate: undefined });
    expect(r.ok && r.value.deactivatedDate).toBeNull();
  });
});
