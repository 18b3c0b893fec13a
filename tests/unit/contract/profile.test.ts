import { describe, expect, it } from 'vitest';
import {
  ClientProfileFields,
  OwnProfile,
  OwnProfileFields,
  ProfileSave,
} from '../../../src/api/contract/profile';
import { check } from '../../../src/api/contract/parse';

const own = {
  id: 3,
  userName: 'employee',
  firstName: 'Emery',
  lastName: 'Stone',
  email: 'employee@bidright.test',
};

describe('the own profile (spec 1 section 7: phoneNumber, phone for clients)', () => {
  it('reads phoneNumber, or a client’s phone, as phoneNumber', () => {
    expect(check(OwnProfile, { ...own, phoneNumber: '3125550142' })).toEqual({
      ok: true,
      value: { ...own, phoneNumber: '3125550142' },
    });
    expect(check(OwnProfile, { ...own, phone: '3125550143' })).toEqual({
      ok: true,
      value: { ...own, phoneNumber: '3125550143' },
    });
    expect(check(OwnProfile, { ...own, phone: null })).toEqual({
      ok: true,
      value: { ...own, phoneNumber: '' },
    });
  });

  it('refuses details without a phone in either spelling, or without the user name', () => {
    expect(check(OwnProfile, own)).toMatchObject({
      ok: false,
      issues: [{ path: 'phoneNumber', problem: 'expected string, received undefined' }],
    });
    const { userName: _u, ...noUserName } = own;
    expect(check(OwnProfile, { ...noUserName, phoneNumber: '1' })).toMatchObject({
      ok: false,
      issues: [{ path: 'userName' }],
    });
  });
});

describe('the profile save: exactly the spec’s fields', () => {
  const fields = { firstName: 'E', lastName: 'S', userName: 'employee', email: 'e@s.test' };

  it('staff send phoneNumber, clients phone; the user name is always sent', () => {
    expect(check(OwnProfileFields, { ...fields, phoneNumber: '3125550142' }).ok).toBe(true);
    expect(check(ClientProfileFields, { ...fields, phone: '3125550142' }).ok).toBe(true);
    const request = ProfileSave;
    expect(check(request, { ...fields, phone: '3125550142' }).ok).toBe(true);
    const { userName: _u, ...noUserName } = fields;
    expect(check(request, { ...noUserName, phoneNumber: '3125550142' }).ok).toBe(false);
    expect(check(ClientProfileFields, { ...fields, phoneNumber: '3125550142' })).toMatchObject({
      ok: false,
      issues: [{ path: 'phone' }],
    });
  });
});
