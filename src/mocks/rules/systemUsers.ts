import type { AdminUser, BidderUser, StaffUser, SystemUser } from '../../api/contract/systemUsers';
import { Role, STAFF } from '../../lib/roles';
import { simIso } from '../clock';
import { db, newId } from '../db';
import type { User } from '../db/types';
import type { ExportColumn, ExportTable } from '../exports/table';
import { lockedBalance } from '../live/engine';
import {
  accountFields,
  activeAuctioneers,
  COMPANY_MSG,
  deactivatedDateOf,
  emailAvailability,
  isEmailAddress,
} from './company';
import { missingFieldMessage, text } from './format';

/**
 * The server's rules for the admin's system users (spec 3 sections 2.8, 3 and 7): the three
 * lists and their exports, the details each dialog saves, activation of staff and admins, new
 * admin accounts and the deletion of a bidder account.
 */

export const SYSTEM_USERS_MSG = {
  bidderNotFound: 'Bidder is not found!',
  userNotFound: 'User is not found!',
  lockedFunds:
    'The bidder cannot be deleted while funds are locked in auctions or pending winnings!',
  ongoingAuction: 'The bidder cannot be deleted while joined to an auction that has not ended!',
  alreadyDeleted: 'The account is already deleted!',
  userNameRequired: 'User name is required!',
  userNameFormat: 'User name may contain letters, numbers, dots, dashes and underscores only!',
  userNameTaken: 'The username has already been taken. Please choose a different username!',
  emailRegistered: COMPANY_MSG.emailRegistered,
  email: COMPANY_MSG.email,
  phone: COMPANY_MSG.phone,
  role: COMPANY_MSG.role,
  selfDeactivate: COMPANY_MSG.selfDeactivate,
  lastAuctioneer: COMPANY_MSG.lastAuctioneer,
  alreadyActive: COMPANY_MSG.alreadyActive,
  alreadyInactive: COMPANY_MSG.alreadyInactive,
} as const;

/** A deleted bidder's sign-in name: the account keeps its id (for the auction history) only. */
const DELETED_PREFIX = 'deleted-';

export const isDeletedAccount = (u: User) => u.userName.startsWith(DELETED_PREFIX);

const baseView = (u: User): SystemUser => ({
  ...accountFields(u),
  createdDate: u.createdDate,
  lastLoginDate: u.lastLoginDate ?? null,
  deactivatedDate: deactivatedDateOf(u),
});

const phoneVerified = (id: number) =>
  db.phones.some((p) => p.bidderId === id && p.isPrimary && p.verifiedDate != null);

export function bidderUserView(u: User): BidderUser {
  const locked = lockedBalance(u.id);
  const balance = db.bidders.find((b) => b.userId === u.id)?.availableBalance ?? 0;
  return {
    ...baseView(u),
    isVerified: u.isVerified,
    isPhoneVerified: phoneVerified(u.id),
    availableBalance: Math.max(0, balance - locked),
    lockedBalance: locked,
    address: u.address
      ? {
          streetLine1: u.address.streetLine1,
          streetLine2: u.address.streetLine2,
          city: u.address.city,
          state: u.address.state,
          zipCode: u.address.zipCode,
        }
      : null,
  };
}

export function staffUserView(u: User): StaffUser {
  const company = db.companies.find((c) => c.id === u.companyId);
  return {
    ...baseView(u),
    role: u.role === Role.Auctioneer ? 'Auctioneer' : 'Employee',
    companyId: u.companyId,
    companyName: company?.name ?? '',
  };
}

export const adminUserView = (u: User): AdminUser => baseView(u);

export type SystemUserKind = 'bidders' | 'auctioneers' | 'admins';

/** The accounts of a list: bidders (not deleted), staff of every company, admins. */
export function accountsOf(kind: SystemUserKind): User[] {
  if (kind === 'bidders')
    return db.users.filter((u) => u.role === Role.Bidder && !isDeletedAccount(u));
  if (kind === 'auctioneers') return db.users.filter((u) => STAFF.includes(u.role));
  return db.users.filter((u) => u.role === Role.Admin);
}

export const viewOf = (kind: SystemUserKind, u: User): SystemUser =>
  kind === 'bidders' ? bidderUserView(u) : kind === 'auctioneers' ? staffUserView(u) : baseView(u);

export interface ListQuery {
  search?: unknown;
  sorter?: { field?: unknown; order?: unknown };
  pagination?: { current?: unknown; page?: unknown; pageSize?: unknown };
}

const SORTABLE = new Set(['firstName', 'lastName', 'email', 'createdDate', 'lastLoginDate']);

/** Rows whose name (first, last or both), username or e-mail holds the search, sorted. */
export function filterAndSort<T extends SystemUser>(rows: T[], q: ListQuery): T[] {
  const search = typeof q.search === 'string' ? q.search.trim().toLowerCase() : '';
  const found = rows.filter(
    (u) =>
      !search ||
      `${u.firstName} ${u.lastName}`.toLowerCase().includes(search) ||
      u.userName.toLowerCase().includes(search) ||
      u.email.toLowerCase().includes(search),
  );
  const field = SORTABLE.has(String(q.sorter?.field)) ? String(q.sorter!.field) : null;
  const dir = q.sorter?.order === 'descend' ? -1 : 1;
  return found.sort((a, b) => {
    if (!field) return a.id - b.id;
    const x = String(a[field as keyof SystemUser] ?? '');
    const y = String(b[field as keyof SystemUser] ?? '');
    return x.localeCompare(y) * dir || a.id - b.id;
  });
}

/** One page (10 unless asked, at most 100). */
export function pageOf<T>(rows: T[], q: ListQuery): { data: T[]; total: number } {
  const size = Math.min(100, Math.max(1, Number(q.pagination?.pageSize) || 10));
  const page = Math.max(1, Number(q.pagination?.current ?? q.pagination?.page) || 1);
  return { data: rows.slice((page - 1) * size, page * size), total: rows.length };
}

const status = (u: SystemUser) => (u.deactivatedDate ? 'Inactive' : 'Active');

const COMMON: ExportColumn[] = [
  { header: 'Name', key: 'name' },
  { header: 'User name', key: 'userName' },
  { header: 'E-mail', key: 'email' },
  { header: 'Phone', key: 'phoneNumber' },
];
const DATES: ExportColumn[] = [
  { header: 'Created', key: 'createdDate', kind: 'date' },
  { header: 'Last login', key: 'lastLoginDate', kind: 'date' },
  { header: 'Status', key: 'status' },
];

export const EXPORT_TITLES: Record<SystemUserKind, string> = {
  bidders: 'Bidders',
  auctioneers: 'Auctioneers',
  admins: 'Admins',
};

/** The rows of a list as an export table (every matching row, in the list's order). */
export function exportTableOf(
  kind: SystemUserKind,
  rows: SystemUser[],
  search: string,
): ExportTable {
  const columns =
    kind === 'auctioneers'
      ? [
          ...COMMON,
          { header: 'Company', key: 'companyName' },
          { header: 'Role', key: 'role' },
          ...DATES,
        ]
      : [...COMMON, ...DATES];
  return {
    title: EXPORT_TITLES[kind],
    filters: search ? `Search: ${search}` : 'All users',
    columns,
    rows: rows.map((u) => ({
      name: `${u.firstName} ${u.lastName}`.trim(),
      userName: u.userName,
      email: u.email,
      phoneNumber: u.phoneNumber,
      companyName: (u as StaffUser).companyName ?? '',
      role: (u as StaffUser).role ?? '',
      createdDate: u.createdDate,
      lastLoginDate: u.lastLoginDate,
      status: status(u),
    })),
  };
}

export interface PersonFields {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/** A person's details as posted, checked (e-mail free for anyone but `except`), or the refusal. */
export function checkPerson(
  r: Record<string, unknown>,
  except?: number,
): { fields: PersonFields } | { error: string } {
  const fields: PersonFields = {
    firstName: text(r.firstName),
    lastName: text(r.lastName),
    email: text(r.email),
    phoneNumber: text(r.phoneNumber).replace(/\D/g, ''),
  };
  const missing = missingFieldMessage([
    [fields.firstName, 'First name'],
    [fields.lastName, 'Last name'],
    [fields.email, 'Email'],
    [fields.phoneNumber, 'Phone number'],
  ]);
  if (missing) return { error: missing };
  if (!isEmailAddress(fields.email)) return { error: SYSTEM_USERS_MSG.email };
  if (!/^\d{10}$/.test(fields.phoneNumber)) return { error: SYSTEM_USERS_MSG.phone };
  if (!emailAvailability(fields.email, except).available)
    return { error: SYSTEM_USERS_MSG.emailRegistered };
  return { fields };
}

/** A new admin's user name: required, of letters, digits, dots, dashes or underscores, free. */
export function userNameRefusal(userName: string): string | null {
  if (!userName) return SYSTEM_USERS_MSG.userNameRequired;
  if (!/^[A-Za-z0-9._-]+$/.test(userName)) return SYSTEM_USERS_MSG.userNameFormat;
  const lower = userName.toLowerCase();
  if (db.users.some((u) => u.userName.toLowerCase() === lower || u.email.toLowerCase() === lower))
    return SYSTEM_USERS_MSG.userNameTaken;
  return null;
}

/**
 * Activates or deactivates an auctioneer, employee or admin: nobody deactivates themselves, and
 * a company keeps one active auctioneer. Answers the refusal, or null once done.
 */
export function setAccountActive(caller: User, target: User, active: boolean): string | null {
  if (active) {
    if (!target.isDeactivated) return SYSTEM_USERS_MSG.alreadyActive;
    target.isDeactivated = false;
    target.deactivatedDate = null;
    return null;
  }
  if (target.id === caller.id) return SYSTEM_USERS_MSG.selfDeactivate;
  if (target.isDeactivated) return SYSTEM_USERS_MSG.alreadyInactive;
  if (
    target.role === Role.Auctioneer &&
    target.companyId !== null &&
    activeAuctioneers(target.companyId).length <= 1
  )
    return SYSTEM_USERS_MSG.lastAuctioneer;
  target.isDeactivated = true;
  target.deactivatedDate = simIso();
  return null;
}

/** Whether a role change would leave the staff member's company without an active auctioneer. */
export const losesLastAuctioneer = (target: User, role: string) =>
  target.role === Role.Auctioneer &&
  role !== Role.Auctioneer &&
  !target.isDeactivated &&
  target.companyId !== null &&
  activeAuctioneers(target.companyId).length <= 1;

/**
 * Why a bidder account may not be deleted now: money is at stake while funds are locked (a
 * deposit in a running lot, or the down payment of a win awaiting its deposit), and a bidder
 * still joined to a lot that has not stopped is part of a running sale. Null when it may.
 */
export function deletionRefusal(bidder: User): string | null {
  if (isDeletedAccount(bidder)) return SYSTEM_USERS_MSG.alreadyDeleted;
  if (lockedBalance(bidder.id) > 0) return SYSTEM_USERS_MSG.lockedFunds;
  const joined = db.auctionBidders.some(
    (j) =>
      j.bidderId === bidder.id &&
      !j.leftDate &&
      db.lots.find((l) => l.id === j.lotId)?.stoppedTime == null,
  );
  return joined ? SYSTEM_USERS_MSG.ongoingAuction : null;
}

/** What a new staff or admin account is given; the rest is that of a verified, active account. */
export type NewAccountFields = Pick<
  User,
  | 'userName'
  | 'password'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'role'
  | 'companyId'
>;

/** Adds a verified, active account that has not signed in yet. */
export function addAccount(fields: NewAccountFields): User {
  const user: User = {
    id: newId(),
    ...fields,
    clientId: null,
    isVerified: true,
    isDeactivated: false,
    deactivatedDate: null,
    twoFactor: 'none',
    birthDate: null,
    address: null,
    createdDate: simIso(),
    lastLoginDate: null,
  };
  db.users.push(user);
  return user;
}

/**
 * Erases a bidder's personal data and phones, purchase profiles and pins, invalidates the bank links and stops
 * the sign-in; the record keeps only its id so past bids and wins stay in the auction history (as "Deleted
 * Account"). It leaves every list.
 */
export function eraseBidderAccount(bidder: User) {
  const tag = `${DELETED_PREFIX}${bidder.id}`;
  Object.assign(bidder, {
    userName: tag,
    email: `${tag}@deleted.invalid`,
    password: `${tag}-${Math.random().toString(36).slice(2)}`,
    firstName: 'Deleted',
    lastName: 'Account',
    phoneNumber: '',
    birthDate: null,
    address: null,
    isVerified: false,
    isDeactivated: true,
    deactivatedDate: simIso(),
    twoFactor: 'none',
  } satisfies Partial<User>);
  db.phones = db.phones.filter((p) => p.bidderId !== bidder.id);
  db.purchaseProfiles = db.purchaseProfiles.filter((p) => p.bidderId !== bidder.id);
  for (const a of db.bankAccounts) if (a.bidderId === bidder.id) a.isValid = false;
  const data = db.bidders.find((b) => b.userId === bidder.id);
  if (data) Object.assign(data, { pinnedLotIds: [], pushKey: undefined });
  return data;
}

/**
 * Deletes a bidder account as the admin does: the account is erased (see `eraseBidderAccount`), and its saved
 * filters and available balance go with it.
 */
export function deleteBidderAccount(bidder: User) {
  const data = eraseBidderAccount(bidder);
  db.savedFilters = db.savedFilters.filter((f) => f.bidderId !== bidder.id);
  if (data) data.availableBalance = 0;
}
