import { companyUserStatus } from './companySettings';
import { listRequestBody, type ListDefaults, type ListParams } from './listParams';
import { formatPhoneInput, phoneDigits } from './phone';

/**
 * The admin's system users (spec 3 sections 2.8, 3, 7 and 8): the three tabs, each user's status
 * and which dialog a row opens.
 */

export type SystemUserTab = 'bidders' | 'auctioneers' | 'admins';

export type DialogKind = 'bidder' | 'staff' | 'admin';

export interface SystemUserTabInfo {
  slug: SystemUserTab;
  label: string;
  /** The name the Excel export is saved under (the date and time appended). */
  fileName: string;
  dialog: DialogKind;
}

export const SYSTEM_USER_TABS: readonly SystemUserTabInfo[] = [
  {
    slug: 'bidders',
    label: 'Bidders',
    fileName: 'bidders.xlsx',
    dialog: 'bidder',
  },
  {
    slug: 'auctioneers',
    label: 'Auctioneers',
    fileName: 'auctioneers.xlsx',
    dialog: 'staff',
  },
  {
    slug: 'admins',
    label: 'Admins',
    fileName: 'admins.xlsx',
    dialog: 'admin',
  },
];

/** The tab of a slug (the first for any other slug). */
export const systemUserTab = (slug: string | undefined): SystemUserTabInfo =>
  SYSTEM_USER_TABS.find((t) => t.slug === slug) ?? SYSTEM_USER_TABS[0];

/** Inactive when `deactivatedDate` is set, else Active (as the company's own users). */
export const systemUserStatus = companyUserStatus;

/** Sortable columns of the lists (the server sorts by id for any other). */
export const SYSTEM_USER_SORT_FIELDS = ['firstName', 'email', 'createdDate', 'lastLoginDate'];

/** 10 per page (spec 3 section 9: users 10). */
export const SYSTEM_USER_LIST_DEFAULTS: ListDefaults = {
  pageSize: 10,
  sortFields: SYSTEM_USER_SORT_FIELDS,
};

/** One page of a tab: search, sorter and pagination. */
export function systemUserListBody(p: ListParams) {
  const { search, sorter, pagination } = listRequestBody(p);
  return { search, sorter, pagination };
}

/** The export of a tab: the same search and sort, every page. */
export function systemUserExportBody(p: ListParams) {
  const { search, sorter } = systemUserListBody(p);
  return { search, sorter };
}

/** A full name, or the username when the account has no name. */
export const displayName = (u: { firstName: string; lastName: string; userName: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.userName;

/** Whether the Activate/Deactivate action is offered: never to deactivate oneself. */
export const mayToggleActive = (
  u: { id: number; deactivatedDate: string | null },
  selfId: number,
) => systemUserStatus(u) === 'Inactive' || u.id !== selfId;

/** The texts of the system users screens (spec 3 section 8 and spec 1 section 8, verbatim). */
export const SYSTEM_USERS_MSG = {
  confirmDelete:
    'Are you sure you want to delete your account? This will permanently erase your account.',
  deleted: 'Your account was successfully deleted. Fair well.',
  staffSaved: 'Successfully saved the auctioneer details!',
  activated: 'Successfully activated/deactivated the account!',
  confirmActivate: 'Are you sure to activate the account?',
  confirmDeactivate: 'Are you sure to deactivate the account?',
  bidderSaved: 'Successfully saved the bidder details!',
  adminSaved: 'Successfully saved the admin details!',
  adminCreated: 'Successfully created the admin account!',
  noUsers: 'No users found',
} as const;

export interface DetailsValues {
  firstName: string;
  lastName: string;
  email: string;
  /** As typed: (###) ###-####. */
  phoneNumber: string;
}

/** A user's details as the dialog's form shows them (the phone formatted). */
export const detailsValuesOf = (u: DetailsValues): DetailsValues => ({
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  phoneNumber: u.phoneNumber ? formatPhoneInput(u.phoneNumber) : '',
});

/** The form's details as the server takes them: trimmed, the phone's 10 digits. */
export const detailsOf = (v: DetailsValues): DetailsValues => ({
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  email: v.email.trim(),
  phoneNumber: phoneDigits(v.phoneNumber ?? ''),
});
