import { describe, expect, it } from 'vitest';
import {
  CompanyUser,
  CompanyUserChange,
  CompanyUserEmail,
  getCompanyUser,
  listCompanyUsers,
  updateCompanyUser,
} from '../../../src/api/contract/companyUsers';
import { check } from '../../../src/api/contract/parse';

const issues = (r: ReturnType<typeof check>) => (r.ok ? [] : r.issues);

/** A company user as spec 2 section 3 writes it. */
const user = {
  id: 9,
  firstName: 'Morgan',
  lastName: 'Reyes',
  role: 'Employee',
  email: 'morgan.reyes@prairiestate.test',
  phoneNumber: '3125550111',
  userName: 'morgan.reyes@prairiestate.test',
  lastLoginDate: '2026-02-03T15:04:00Z',
  deactivatedDate: null,
};

describe('companyUsers contract', () => {
  it('reads the spec’s company user; missing dates and phone read as null and ""', () => {
    expect(check(CompanyUser, user).ok).toBe(true);
    const r = check(CompanyUser, {
      ...user,
      lastLoginDate: undefined,
      deactivatedDate: undefined,
      phoneNumber: null,
    });
    expect(r.ok && r.value).toMatchObject({
      lastLoginDate: null,
      deactivatedDate: null,
      phoneNumber: '',
    });
  });

  it('refuses a missing name or an unknown role, naming the field', () => {
    const { firstName: _f, ...rest } = user;
    expect(issues(check(getCompanyUser.response, rest))).toEqual([
      { path: 'firstName', problem: 'expected string, received undefined' },
    ]);
    expect(issues(check(CompanyUser, { ...user, role: 'Admin' }))).toEqual([
      { path: 'role', problem: 'expected one of "Auctioneer", "Employee", received "Admin"' },
    ]);
  });

  it('reads a page of users and the e-mail check', () => {
    expect(check(listCompanyUsers.response, { data: [user], total: 1 }).ok).toBe(true);
    expect(check(CompanyUserEmail, { available: false, registered: true, role: 'Bidder' }).ok).toBe(
      true,
    );
    expect(issues(check(CompanyUserEmail, { available: true }))).toEqual([
      { path: 'registered', problem: 'expected boolean, received undefined' },
    ]);
  });

  it('sends the spec’s update fields (spec 2 §7)', () => {
    const body = {
      firstName: 'Mona',
      lastName: 'Reyes',
      email: 'm@r.test',
      phoneNumber: '3125550111',
      role: 'Auctioneer',
      deactivatedDate: null,
    };
    expect(check(CompanyUserChange, body).ok).toBe(true);
    expect(updateCompanyUser.request).toBe(CompanyUserChange);
    expect(getCompanyUser.path).toBe('/api/auctioneers/{userId}');
    expect(getCompanyUser.roles).toEqual(['Auctioneer', 'Admin']);
  });
});
