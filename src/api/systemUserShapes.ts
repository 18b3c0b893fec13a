/**
 * The admin's system users (spec 3 section 3 "System user"): bidders, auction staff (auctioneers
 * and employees of every company) and admins, as the lists answer them and as the dialogs send them.
 */

/** What every system user row carries. `deactivatedDate` set means Inactive. */
export interface SystemUser {
  id: number;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  /** 10 digits, or '' when none. */
  phoneNumber: string;
  createdDate: string;
  lastLoginDate: string | null;
  deactivatedDate: string | null;
}

/** A bidder row: verification and balances beside the details. */
export interface BidderUser extends SystemUser {
  isVerified: boolean;
  isPhoneVerified: boolean;
  availableBalance: number;
  lockedBalance: number;
  /** The bidder's address, kept as it is when the admin saves the details. */
  address: {
    streetLine1: string;
    streetLine2?: string;
    city: string;
    state: string;
    zipCode: string;
  } | null;
}

export type StaffRole = 'Auctioneer' | 'Employee';

/** An auctioneer or employee row, with their company. */
export interface StaffUser extends SystemUser {
  role: StaffRole;
  companyId: number | null;
  companyName: string;
}

export type AdminUser = SystemUser;

/** The list request of every tab (and of its Excel export). */
export interface SystemUserListRequest {
  search: string;
  sorter: { field?: string; order?: 'ascend' | 'descend' };
  pagination: { current: number; page: number; pageSize: number };
}

/** A person's details as the dialogs send them. */
export interface PersonDetails {
  firstName: string;
  lastName: string;
  email: string;
  /** 10 digits. */
  phoneNumber: string;
}

/** The auction staff dialog: details and role. */
export interface StaffDetails extends PersonDetails {
  role: StaffRole;
}

/** Create Admin Account. */
export interface NewAdmin extends PersonDetails {
  userName: string;
  password: string;
}
