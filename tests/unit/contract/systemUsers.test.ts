import { describe, expect, it } from 'vitest';
import { check } from '../../../src/api/contract/parse';
import {
  BidderChange,
  BidderUser,
  listAdminUsers,
  listBidderUsers,
  listStaffUsers,
  SystemUser,
  updateBidderUser,
} from '../../../src/api/contract/systemUsers';

const issues = (r: ReturnType<typeof check>) => (r.ok ? [] : r.issues);

/** A system user as spec 3 section 3 writes it, with the account's userName. */
const person = {
  id: 21,
  userName: 'grace',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.test',
  phoneNumber: '3125550100',
  createdDate: '2026-01-01T00:00:00Z',
  lastLoginDate: null,
  deactivatedDate: null,
};

const bidder = {
  ...person,
  isVerified: true,
  isPhoneVerified: false,
  availableBalance: 1000,
  lockedBalance: 250,
  address: { streetLine1: '1 Main St', city: 'Chicago', state: 'IL', zipCode: '60601' },
};

describe('systemUsers contract', () => {
  it('reads each tab’s page', () => {
    expect(check(listAdminUsers.response, { data: [person], total: 1 }).ok).toBe(true);
    expect(check(listBidderUsers.response, { data: [bidder], total: 1 }).ok).toBe(true);
    expect(
      check(listStaffUsers.response, {
        data: [{ ...person, role: 'Employee', companyId: 3, companyName: 'Prairie' }],
        total: 1,
      }).ok,
    ).toBe(true);
  });

  it('reads missing dates as null, a missing phone as "", a missing address as null', () => {
    const r = check(BidderUser, {
      ...bidder,
      lastLoginDate: undefined,
      deactivatedDate: undefined,
      phoneNumber: null,
      address: undefined,
    });
    expect(r.ok && r.value).toMatchObject({
      lastLoginDate: null,
      deactivatedDate: null,
      phoneNumber: '',
      address: null,
    });
  });

  it('refuses a row without createdDate, and a staff row with an unknown role', () => {
    const { createdDate: _c, ...rest } = person;
    expect(issues(check(SystemUser, rest))).toEqual([
      { path: 'createdDate', problem: 'expected string, received undefined' },
    ]);
    expect(
      issues(
        check(listStaffUsers.response, {
          data: [{ ...person, role: 'Admin', companyId: null, companyName: '' }],
          total: 1,
        }),
      ),
    ).toEqual([
      {
        path: 'data.0.role',
        problem: 'expected one of "Auctioneer", "Employee", received "Admin"',
      },
    ]);
  });

  it('declares the bidder update once for the bidder and the admin', () => {
    expect(updateBidderUser.roles).toEqual(['Bidder', 'Admin']);
    expect(
      check(BidderChange, {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.test',
        phoneNumber: '3125550100',
        address: null,
      }).ok,
    ).toBe(true);
  });
});
