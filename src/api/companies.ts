import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isCompanyStatus, type CompanyAction } from '../lib/companySettings';
import { listRequestBody, type ListParams } from '../lib/listParams';
import type { FeaturedLot } from './companyShapes';
import type {
  CompanyListRequest,
  CompanyListRow,
  CompanyProfile,
  CompanyProfileFields,
  CompanyUser,
  TimeZoneOption,
} from './companyShapes';
import { http } from './http';
import { invalidateAll, useResourceMutation, type MutationExtras } from './mutation';

export type {
  CompanyListRequest,
  CompanyListRow,
  CompanyProfile,
  CompanyProfileFields,
  CompanyStatus,
  CompanyUser,
  TimeZoneOption,
} from './companyShapes';

/** A company of the same name (POST /api/companies/check). */
export interface CompanyNameMatch {
  id: number;
  name: string;
}

export type WireInstructions = NonNullable<CompanyProfile['wireInstructions']>;

const root = ['companies'] as const;

/** The admin's company list filter in the address: `status` (every status when absent). */
export const COMPANY_LIST_FILTERS = ['status'] as const;

/** The body of POST /api/companies/list for a page of the admin's list. */
export function companyListRequest(params: ListParams): CompanyListRequest {
  const { search, pagination } = listRequestBody(params);
  const status = params.filters.status;
  const body: CompanyListRequest = {
    search,
    pagination: { current: pagination.current, pageSize: pagination.pageSize },
    statuses: isCompanyStatus(status) ? [status] : [],
  };
  if (params.sort) body.sorter = { field: params.sort.field, order: params.sort.order };
  return body;
}

/** The signed-in staff's company, any company by id, time zones and the sign-up name check. */
export const companyQueries = {
  all: () => root,
  /** The signed-in staff's own company (GET /api/companies). */
  own: () =>
    queryOptions({
      queryKey: [...root, 'own'] as const,
      queryFn: getOwnCompany,
    }),
  /** Any company (admins) or the caller's own; silent: the screen shows a missing one itself. */
  detail: (companyId: number) =>
    queryOptions({
      queryKey: [...root, 'detail', companyId] as const,
      queryFn: () => getCompany(companyId),
    }),
  /** One page of every company (admins). A list: failures are silent. */
  list: (params: ListParams) =>
    queryOptions({
      queryKey: [...root, 'list', params] as const,
      queryFn: () => listCompanies(companyListRequest(params)),
    }),
  /** The company's auctioneers and employees (admins). */
  users: (companyId: number) =>
    queryOptions({
      queryKey: [...root, 'users', companyId] as const,
      queryFn: () => listCompanyUsers(companyId),
    }),
  /** The company's featured lots (admins). */
  featuredLots: (companyId: number) =>
    queryOptions({
      queryKey: [...root, 'featured', companyId] as const,
      queryFn: () => listCompanyFeaturedLots(companyId),
    }),
  /** The US time zones a company may use. */
  timeZones: () =>
    queryOptions({
      queryKey: [...root, 'timezones'] as const,
      queryFn: listTimeZones,
      staleTime: 60 * 60_000,
    }),
  /** Companies already named so, trimmed and in any case (the auctioneer sign-up check). */
  check: (name: string) =>
    queryOptions({
      queryKey: [...root, 'check', name.trim().toLowerCase()] as const,
      queryFn: () => checkCompanyName(name),
    }),
};

/** The signed-in staff's company. */
export async function getOwnCompany() {
  return (await http.get<CompanyProfile>('/api/companies')).data;
}

export async function getCompany(companyId: number) {
  return (await http.get<CompanyProfile>(`/api/companies/${companyId}`, { silent: true })).data;
}

export async function listCompanies(body: CompanyListRequest) {
  const res = await http.post<{ data: CompanyListRow[]; total: number }>(
    '/api/companies/list',
    body,
    { silent: true },
  );
  return res.data;
}

/** Silent: the table shows its empty text. */
export async function listCompanyUsers(companyId: number) {
  return (await http.get<CompanyUser[]>(`/api/companies/${companyId}/users`, { silent: true }))
    .data;
}

/** Silent: the card shows its empty text. */
export async function listCompanyFeaturedLots(companyId: number) {
  const res = await http.get<FeaturedLot[]>(`/api/companies/${companyId}/featuredlots`, {
    silent: true,
  });
  return res.data;
}

export interface CompanyStatusChange {
  id: number;
  action: CompanyAction;
}

/**
 * Approves or declines a pending company (PUT /api/companies/{id}/approve), or activates or
 * deactivates one (PUT /api/companies/{id}/true|false). Refusals show the server's message.
 */
export async function changeCompanyStatus({ id, action }: CompanyStatusChange) {
  switch (action) {
    case 'approve':
    case 'decline':
      return (
        await http.put<CompanyProfile>(`/api/companies/${id}/approve`, {
          isApproved: action === 'approve',
        })
      ).data;
    case 'activate':
      return (await http.put<CompanyProfile>(`/api/companies/${id}/true`)).data;
    case 'deactivate':
      return (await http.put<CompanyProfile>(`/api/companies/${id}/false`)).data;
  }
}

/** The US time zones a company may use. Silent: the select shows no options. */
export async function listTimeZones() {
  return (await http.get<TimeZoneOption[]>('/api/companies/timezone', { silent: true })).data;
}

/** The companies whose name matches, trimmed and in any case. Silent: the server checks again. */
export async function checkCompanyName(name: string) {
  const res = await http.post<CompanyNameMatch[]>(
    '/api/companies/check',
    { name: name.trim() },
    { silent: true },
  );
  return res.data;
}

export interface CompanyUpdate {
  id: number;
  fields: CompanyProfileFields;
}

/** Saves the company profile form (the company's auctioneers). */
export async function updateCompany({ id, fields }: CompanyUpdate) {
  return (await http.put<CompanyProfile>(`/api/companies/${id}`, fields)).data;
}

export type CompanyImage = 'logo' | 'background';

/** Removes the company's logo or background image (auctioneers). */
export async function removeCompanyImage({ id, image }: { id: number; image: CompanyImage }) {
  if (image === 'logo') await http.delete(`/api/companies/${id}/logo`);
  else await http.delete(`/api/companies/${id}/backgroundimage`);
}

/**
 * Where the company's files are uploaded, with their multipart fields (spec 2 section 7):
 * logo `Logo` and background `BackgroundImage` by PUT, wire instructions (PDF) by POST.
 */
export interface UploadTarget {
  url: string;
  method: 'post' | 'put';
  field: string;
}

export const companyUploads = {
  logo: (id: number): UploadTarget => ({
    url: `/api/companies/${id}/logo`,
    method: 'put',
    field: 'Logo',
  }),
  background: (id: number): UploadTarget => ({
    url: `/api/companies/${id}/backgroundimage`,
    method: 'put',
    field: 'BackgroundImage',
  }),
  wireInstructions: (id: number): UploadTarget => ({
    url: `/api/companies/${id}/wireinstructions`,
    method: 'post',
    field: 'WireInstructions',
  }),
};

export const useUpdateCompany = (extras: MutationExtras<CompanyProfile, CompanyUpdate> = {}) =>
  useResourceMutation(updateCompany, () => [root], extras);

export const useChangeCompanyStatus = (
  extras: MutationExtras<CompanyProfile, CompanyStatusChange> = {},
) => useResourceMutation(changeCompanyStatus, () => [root], extras);

export const useRemoveCompanyImage = (
  extras: MutationExtras<void, { id: number; image: CompanyImage }> = {},
) => useResourceMutation(removeCompanyImage, () => [root], extras);

/** Refetches the company after an upload made outside a mutation (the upload field). */
export function useRefreshCompany() {
  const client = useQueryClient();
  return useCallback(() => invalidateAll(client, [root]), [client]);
}
