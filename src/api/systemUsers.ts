// Answered in the simulator by src/mocks/handlers/account.ts, src/mocks/handlers/admin/users.ts.
import { queryOptions } from '@tanstack/react-query';
import type { ListParams } from '../lib/listParams';
import {
  systemUserExportBody,
  systemUserListBody,
  systemUserTab,
  type SystemUserTab,
} from '../lib/systemUsers';
import { call } from './call';
import * as api from './contract/systemUsers';
import type {
  AdminUser,
  BidderUser,
  NewAdmin,
  PersonDetails,
  StaffDetails,
  StaffUser,
  SystemUser,
} from './contract/systemUsers';
import type { DownloadRequest } from './files';
import { useResourceMutation, type MutationExtras } from './mutation';

export type {
  AdminUser,
  BidderUser,
  NewAdmin,
  PersonDetails,
  StaffDetails,
  StaffRole,
  StaffUser,
  SystemUser,
} from './contract/systemUsers';

/** Each tab's list (a page: search, sorter, pagination) and its Excel export (every row). */
export const systemUserEndpoints = {
  bidders: { list: api.listBidderUsers, excel: api.exportBidderUsers },
  auctioneers: { list: api.listStaffUsers, excel: api.exportStaffUsers },
  admins: { list: api.listAdminUsers, excel: api.exportAdminUsers },
} as const;

interface TabRows {
  bidders: BidderUser;
  auctioneers: StaffUser;
  admins: AdminUser;
}

const root = ['users'] as const;

/** The admin's system users: one list per tab (bidders, auctioneers, admins). */
export const systemUserQueries = {
  all: () => root,
  /** One page of a tab. A list: failures are silent. */
  list: <T extends SystemUserTab>(tab: T, params: ListParams) =>
    queryOptions({
      queryKey: [...root, tab, 'list', params] as const,
      queryFn: () => listSystemUsers(tab, params),
    }),
  bidders: (params: ListParams) => systemUserQueries.list('bidders', params),
  auctioneers: (params: ListParams) => systemUserQueries.list('auctioneers', params),
  admins: (params: ListParams) => systemUserQueries.list('admins', params),
};

/** A page of a tab's users (POST /api/bidders/list, /api/auctioneers/listall, /api/admins/list). */
export async function listSystemUsers<T extends SystemUserTab>(
  tab: T,
  params: ListParams,
): Promise<{ data: TabRows[T][]; total: number }> {
  const page = await call(systemUserEndpoints[tab].list, {
    body: systemUserListBody(params),
    config: { silent: true },
  });
  return page as { data: TabRows[T][]; total: number };
}

/** The Excel export of a tab with the list's search and sort, every page. */
export function systemUsersExport(tab: SystemUserTab, params: ListParams): DownloadRequest {
  return {
    endpoint: systemUserEndpoints[tab].excel,
    body: systemUserExportBody(params),
    fileName: systemUserTab(tab).fileName,
  };
}

export interface BidderUpdate extends PersonDetails {
  id: number;
  address: BidderUser['address'];
}

/** Saves a bidder's details (PUT /api/bidders/{id}); the address is sent as it is. */
export async function updateBidder({ id, ...body }: BidderUpdate) {
  await call(api.updateBidderUser, { params: { id }, body });
}

/** Activates (PUT /api/bidders/activate/{id}) or deactivates (DELETE /api/bidders/{id}) a bidder. */
export async function setBidderActive({ id, active }: { id: number; active: boolean }) {
  await call(active ? api.activateBidderUser : api.deactivateBidderUser, { params: { id } });
}

/** Deletes a bidder account for good (DELETE /api/bidders/{id}/delete). */
export async function deleteBidder(id: number) {
  await call(api.deleteBidderAccount, { params: { id } });
}

/** Saves an auctioneer's or employee's details and role. */
export const updateStaff = ({ id, ...body }: StaffDetails & { id: number }) =>
  call(api.updateStaffUser, { params: { id }, body });

/** Activates (`true`) or deactivates (`false`) an auctioneer, employee or admin. */
export const setAccountActive = ({ id, active }: { id: number; active: boolean }) =>
  call(api.setAccountActive, { params: { id, active } });

/** Saves an admin's details. */
export const updateAdmin = ({ id, ...body }: PersonDetails & { id: number }) =>
  call(api.updateAdminUser, { params: { id }, body });

/** Creates an admin account (POST /api/admins). */
export const createAdmin = (body: NewAdmin) => call(api.createAdminUser, { body });

const lists = () => [root];

export const useUpdateBidder = (extras: MutationExtras<void, BidderUpdate> = {}) =>
  useResourceMutation(updateBidder, lists, extras);

export const useSetBidderActive = (
  extras: MutationExtras<void, { id: number; active: boolean }> = {},
) => useResourceMutation(setBidderActive, lists, extras);

export const useDeleteBidder = (extras: MutationExtras<void, number> = {}) =>
  useResourceMutation(deleteBidder, lists, extras);

export const useUpdateStaff = (
  extras: MutationExtras<StaffUser, StaffDetails & { id: number }> = {},
) => useResourceMutation(updateStaff, lists, extras);

export const useSetAccountActive = (
  extras: MutationExtras<SystemUser, { id: number; active: boolean }> = {},
) => useResourceMutation(setAccountActive, lists, extras);

export const useUpdateAdmin = (
  extras: MutationExtras<AdminUser, PersonDetails & { id: number }> = {},
) => useResourceMutation(updateAdmin, lists, extras);

export const useCreateAdmin = (extras: MutationExtras<AdminUser, NewAdmin> = {}) =>
  useResourceMutation(createAdmin, lists, extras);
