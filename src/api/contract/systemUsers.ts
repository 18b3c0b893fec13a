/**
 * The admin's system users (spec 3 §2.8, §3 "System user", §7 "Admin lists"): the bidders, the
 * auctioneers and employees of every company and the admins, their Excel exports, and what the
 * admin changes on them.
 */
import * as z from 'zod/mini';
import { endpoint } from './define';
import { FIRST_PAGE, id, learnFirst, listRequest, nullDate, orNull, page, text } from './common';

/**
 * What every system user row carries (spec 3 §3: id, firstName, lastName, email, phoneNumber,
 * createdDate, lastLoginDate, deactivatedDate; Inactive when `deactivatedDate` is set) and the
 * account's `userName` (spec 2 §3 Company user), shown when the account has no name.
 */
export const SystemUser = z.object({
  id: id(),
  userName: z.string(),
  firstName: text(),
  lastName: text(),
  email: text(),
  /** 10 digits, or '' when none. */
  phoneNumber: text(),
  createdDate: z.string(),
  lastLoginDate: nullDate(),
  deactivatedDate: nullDate(),
});
export type SystemUser = z.infer<typeof SystemUser>;

/** The bidder's address (spec 1 §3 Bidder account), kept as it is when the admin saves the details. */
export const BidderAddress = z.object({
  streetLine1: z.string(),
  streetLine2: z.optional(z.nullable(z.string())),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});

/** A bidder row: verification and balances beside the details (spec 1 §3 Bidder account). */
export const BidderUser = z.object({
  ...SystemUser.shape,
  isVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  availableBalance: z.number(),
  lockedBalance: z.number(),
  address: orNull(BidderAddress),
});
export type BidderUser = z.infer<typeof BidderUser>;

/** Role of an auction staff account (spec 2 §3 Company user): Auctioneer or Employee. */
export const StaffRole = z.enum(['Auctioneer', 'Employee']);
export type StaffRole = z.infer<typeof StaffRole>;

/** An auctioneer or employee row, with their company. */
export const StaffUser = z.object({
  ...SystemUser.shape,
  role: StaffRole,
  companyId: orNull(id()),
  companyName: text(),
});
export type StaffUser = z.infer<typeof StaffUser>;

export const AdminUser = SystemUser;
export type AdminUser = SystemUser;

/** A person's details as the dialogs send them. */
export const PersonDetails = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** 10 digits. */
  phoneNumber: z.string(),
});
export type PersonDetails = z.infer<typeof PersonDetails>;

/** The auction staff dialog: details and role. */
export const StaffDetails = z.object({ ...PersonDetails.shape, role: StaffRole });
export type StaffDetails = z.infer<typeof StaffDetails>;

/** Create Admin Account: details, user name and password. */
export const NewAdmin = z.object({
  ...PersonDetails.shape,
  userName: z.string(),
  password: z.string(),
});
export type NewAdmin = z.infer<typeof NewAdmin>;

/**
 * PUT /api/bidders/{id}: the details, and the address (the admin's bidder dialog sends it back
 * as it came).
 */
export const BidderChange = z.object({
  ...PersonDetails.shape,
  address: z.nullable(BidderAddress),
});

/** The list request of every tab (spec 3 §7): search, sorter, pagination. */
export const SystemUserListRequest = z.object(listRequest);

/** The export of a tab: the list's search and sort, every row. */
export const SystemUserExportRequest = z.object({
  search: listRequest.search,
  sorter: listRequest.sorter,
});

const list = (learn: string) => ({
  args: () => ({ body: FIRST_PAGE }),
  learn: learnFirst(learn),
});
const exportProbe = { args: () => ({ body: { search: '' } }) };

export const listBidderUsers = endpoint({
  method: 'POST',
  path: '/api/bidders/list',
  spec: '3 §7',
  summary: 'One page of the bidders (admin system users, Bidders tab).',
  request: SystemUserListRequest,
  response: page(BidderUser),
  roles: ['Admin'],
  probe: list('bidderId'),
});

export const listStaffUsers = endpoint({
  method: 'POST',
  path: '/api/auctioneers/listall',
  spec: '3 §7',
  summary:
    'One page of the auctioneers and employees of every company (admin system users, Auctioneers tab).',
  request: SystemUserListRequest,
  response: page(StaffUser),
  roles: ['Admin'],
  probe: list('auctioneerId'),
});

export const listAdminUsers = endpoint({
  method: 'POST',
  path: '/api/admins/list',
  spec: '3 §7',
  summary: 'One page of the admins (admin system users, Admins tab).',
  request: SystemUserListRequest,
  response: page(AdminUser),
  roles: ['Admin'],
  probe: list('adminId'),
});

export const exportBidderUsers = endpoint({
  method: 'POST',
  path: '/api/bidders/listexcel',
  spec: '3 §7',
  summary: "The Excel file of the Bidders tab's search and sort, every row.",
  request: SystemUserExportRequest,
  response: 'file',
  roles: ['Admin'],
  probe: exportProbe,
});

export const exportStaffUsers = endpoint({
  method: 'POST',
  path: '/api/auctioneers/listallexcel',
  spec: '3 §7',
  summary: "The Excel file of the Auctioneers tab's search and sort, every row.",
  request: SystemUserExportRequest,
  response: 'file',
  roles: ['Admin'],
  probe: exportProbe,
});

export const exportAdminUsers = endpoint({
  method: 'POST',
  path: '/api/admins/listexcel',
  spec: '3 §7',
  summary: "The Excel file of the Admins tab's search and sort, every row.",
  request: SystemUserExportRequest,
  response: 'file',
  roles: ['Admin'],
  probe: exportProbe,
});

export const deleteBidderAccount = endpoint({
  method: 'DELETE',
  path: '/api/bidders/{id}/delete',
  spec: '1 §7, 3 §7',
  summary: 'Deletes a bidder account for good (admin bidder dialog).',
  response: z.object({ message: z.optional(z.string()) }),
  roles: ['Admin'],
});

export const updateStaffUser = endpoint({
  method: 'PUT',
  path: '/api/admins/auctioneers/{id}',
  designed:
    "the admin's auctioneer dialog saves an auctioneer's or employee's details and role; the spec names no admin call for it",
  summary: "Saves an auctioneer's or employee's details and role (admin).",
  request: StaffDetails,
  response: StaffUser,
  roles: ['Admin'],
});

export const setAccountActive = endpoint({
  method: 'PUT',
  path: '/api/admins/users/{id}/{active}',
  designed:
    'the admin activates (true) or deactivates (false) an auctioneer, employee or admin; the spec gives the capability but no call',
  summary: 'Activates or deactivates an auctioneer, employee or admin (admin); answers the user.',
  response: SystemUser,
  roles: ['Admin'],
});

export const updateAdminUser = endpoint({
  method: 'PUT',
  path: '/api/admins/{id}',
  designed: "the admin's dialog saves another admin's details; the spec names no call for it",
  summary: "Saves an admin's details (admin).",
  request: PersonDetails,
  response: AdminUser,
  roles: ['Admin'],
});

export const createAdminUser = endpoint({
  method: 'POST',
  path: '/api/admins',
  designed:
    'Create Admin Account (spec 3 §2.8, §6) needs a call; the spec names none: details, userName and password, answering the new admin',
  summary: 'Creates an admin account (admin).',
  request: NewAdmin,
  response: AdminUser,
  roles: ['Admin'],
});

export const updateBidderUser = endpoint({
  method: 'PUT',
  path: '/api/bidders/{id}',
  spec: '1 §7',
  summary:
    "Saves a bidder's details (the bidder's own details form; the admin's bidder dialog, which sends the address as it is).",
  request: BidderChange,
  response: 'none',
  roles: ['Bidder', 'Admin'],
});

export const activateBidderUser = endpoint({
  method: 'PUT',
  path: '/api/bidders/activate/{id}',
  spec: '1 §7',
  summary: 'Activates a bidder account (the bidder’s own account page; the admin’s bidder dialog).',
  response: 'none',
  roles: ['Bidder', 'Admin'],
});

export const deactivateBidderUser = endpoint({
  method: 'DELETE',
  path: '/api/bidders/{id}',
  spec: '1 §7',
  summary:
    'Deactivates a bidder account (the bidder’s own account page; the admin’s bidder dialog).',
  response: 'none',
  roles: ['Bidder', 'Admin'],
});
