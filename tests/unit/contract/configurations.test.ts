import { describe, expect, it } from 'vitest';
import {
  Configuration,
  ConfigurationChange,
  ConfigurationValue,
} from '../../../src/api/contract/configurations';
import { check } from '../../../src/api/contract/parse';

describe('the system settings (spec 3 sections 3 and 7)', () => {
  const setting = {
    key: 'Contact_ToEmail',
    value: 'help@bidright.test',
    displayName: 'Contact e-mail',
    modifiedDate: '2026-03-01T10:00:00Z',
  };

  it('takes key, value, displayName and modifiedDate', () => {
    expect(check(Configuration, setting)).toEqual({ ok: true, value: setting });
    expect(check(ConfigurationChange, { key: setting.key, value: 'x' }).ok).toBe(true);
    expect(check(ConfigurationValue, { value: 'help@bidright.test' }).ok).toBe(true);
  });

  it('refuses a setting without its display name, and a value answer without the value', () => {
    const { displayName: _d, ...noName } = setting;
    expect(check(Configuration, noName)).toMatchObject({
      ok: false,
      issues: [{ path: 'displayName', problem: 'expected string, received undefined' }],
    });
    expect(check(ConfigurationValue, { key: 'Contact_ToEmail' })).toMatchObject({
      ok: false,
      issues: [{ path: 'value' }],
    });
  });
});
