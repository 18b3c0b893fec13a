// Answered in the simulator by src/mocks/handlers/admin/companies.ts, src/mocks/handlers/company.ts.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isCompanyStatus, type CompanyAction } from '../lib/companySettings';
import { listRequestBody, type ListParams } from '../lib/listParams';
import { call } from './call';
import * as api from './contract/companies';
import type {
  CompanyListRequest,
  CompanyProfile,
  CompanyProfileFields,
} from './contract/companies';
import { invalidateAll, useResourceMutation, type MutationExtras } from './mutation';

export type {
  CompanyListRequest,
  CompanyListRow,
  CompanyNameMatch,
  CompanyProfile,
  CompanyProfileFields,
  CompanyStatus,
  FeaturedLot,
  TimeZoneOption,
  WireInstruction,
} from './contract/companies';
export type { CompanyUser } from './contract/companyUsers';

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
export const getOwnCompany = () => call(api.getOwnCompany);

export const getCompany = (companyId: number) =>
  call(api.getCompany, { params: { id: companyId }, config: { silent: true } });

export const listCompanies = (body: CompanyListRequest) =>
  call(api.listCompanies, { body, config: { silent: true } });

/** Silent: the table shows its empty text. */
export const listCompanyUsers = (companyId: number) =>
  call(api.listCompanyUsers, { params: { id: companyId }, config: { silent: true } });

export interface CompanyStatusChange {
  id: number;
  action: CompanyAction;
}

/**
 * Approves or declines a pending company (PUT /api/companies/{id}/approve), or activates or
 * deactivates one (PUT /api/companies/{id}/true|false). Refusals show the server's message.
 */
export async function changeCompanyStatus({
  id,
  action,
}: CompanyStatusChange): Promise<CompanyProfile> {
  switch (action) {
    case 'approve':
    case 'decline':
      return call(api.approveCompany, {
        params: { id },
        body: { isApproved: action === 'approve' },
      });
    case 'activate':
    case 'deactivate':
      return call(api.setCompanyActive, { params: { id, active: action === 'activate' } });
  }
}

/** The US time zones a company may use. Silent: the select shows no options. */
export const listTimeZones = () => call(api.listTimeZones, { config: { silent: true } });

/** The companies whose name matches, trimmed and in any case. Silent: the server checks again. */
export const checkCompanyName = (name: string) =>
  call(api.checkCompanyName, { body: { name: name.trim() }, config: { silent: true } });

export interface CompanyUpdate {
  id: number;
  fields: CompanyProfileFields;
}

/** Saves the company profile form (the company's auctioneers). */
export const updateCompany = ({ id, fields }: CompanyUpdate) =>
  call(api.updateCompany, { params: { id }, body: fields });

export type CompanyImage = 'logo' | 'background';

/** Removes the company's logo or background image (auctioneers). */
export async function removeCompanyImage({ id, image }: { id: number; image: CompanyImage }) {
  await call(image === 'logo' ? api.removeCompanyLogo : api.removeCompanyBackground, {
    params: { id },
  });
}

/**
 * Where the company's files are uploaded, with their multipart fields (spec 2 section 7):
 * logo `Logo` and background `BackgroundImage` by PUT, wire instructions (PDF) by POST.
 */
export const companyUploads = {
  logo: { endpoint: api.uploadCompanyLogo, field: 'Logo' },
  background: { endpoint: api.uploadCompanyBackground, field: 'BackgroundImage' },
  wireInstructions: { endpoint: api.uploadWireInstructions, field: 'WireInstructions' },
} as const;

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
