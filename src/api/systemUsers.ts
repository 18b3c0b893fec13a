import { queryOptions } from '@tanstack/react-query';
import type { ListParams } from '../lib/listParams';
import {
  systemUserExportBody,
  systemUserListBody,
  systemUserTab,
  type SystemUserTab,
} from '../lib/systemUsers';
import type { DownloadRequest } from './files';
import { http } from './http';
import { useResourceMutation, type MutationExtras } from './mutation';
import type {
  AdminUser,
  BidderUser,
  NewAdmin,
  PersonDetails,
  StaffDetails,
  StaffUser,
  SystemUser,
} from './systemUserShapes';

export type {
  AdminUser,
  BidderUser,
  NewAdmin,
  PersonDetails,
  StaffDetails,
  StaffRole,
  StaffUser,
  SystemUser,
} from './systemUserShapes';

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
      queryFn: () => listSystemUsers<TabRows[T]>(tab, params),
    }),
  bidders: (params: ListParams) => systemUserQueries.list('bidders', params),
  auctioneers: (params: ListParams) => systemUserQueries.list('auctioneers', params),
  admins: (params: ListParams) => systemUserQueries.list('admins', params),
};

/** A page of a tab's users (POST /api/bidders/list, /api/auctioneers/listall, /api/admins/list). */
export async function listSystemUsers<Row extends SystemUser>(
  tab: SystemUserTab,
  params: ListParams,
) {
  const res = await http.post<{ data: Row[]; total: number }>(
    systemUserTab(tab).listUrl,
    systemUserListBody(params),
    { silent: true },
  );
  return res.data;
}

/** The Excel export of a tab with the list's search and sort, every page. */
export function systemUsersExport(tab: SystemUserTab, params: ListParams): DownloadRequest {
  const info = systemUserTab(tab);
  return {
    url: info.excelUrl,
    method: 'post',
    body: systemUserExportBody(params),
    fileName: info.fileName,
  };
}

export interface BidderUpdate extends PersonDetails {
  id: number;
  address: BidderUser['address'];
}

/** Saves a bidder's details (PUT /api/bidders/{id}); the address is sent as it is. */
export async function updateBidder({ id, ...body }: BidderUpdate) {
  await http.put(`/api/bidders/${id}`, body);
}

/** Activates (PUT /api/bidders/activate/{id}) or deactivates (DELETE /api/bidders/{id}) a bidder. */
export async function setBidderActive({ id, active }: { id: number; active: boolean }) {
  if (active) await http.put(`/api/bidders/activate/${id}`);
  else await http.delete(`/api/bidders/${id}`);
}

/** Deletes a bidder account for good (DELETE /api/bidders/{id}/delete). */
export async function deleteBidder(id: number) {
  await http.delete(`/api/bidders/${id}/delete`);
}

/** Saves an auctioneer's or employee's details and role. */
export async function updateStaff({ id, ...body }: StaffDetails & { id: number }) {
  return (await http.put<StaffUser>(`/api/admins/auctioneers/${id}`, body)).data;
}

/** Activates (`true`) or deactivates (`false`) an auctioneer, employee or admin. */
export async function setAccountActive({ id, active }: { id: number; active: boolean }) {
  const flag = active ? 'true' : 'false';
  return (await http.put<SystemUser>(`/api/admins/users/${id}/${flag}`)).data;
}

/** Saves an admin's details. */
export async function updateAdmin({ id, ...body }: PersonDetails & { id: number }) {
  return (await http.put<AdminUser>(`/api/admins/${id}`, body)).data;
}

/** Creates an admin account (POST /api/admins). */
export async function createAdmin(body: NewAdmin) {
  return (await http.post<AdminUser>('/api/admins', body)).data;
}

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
