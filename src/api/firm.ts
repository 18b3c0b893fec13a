import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CaseListRequest, CaseRow } from './caseShapes';
import type { AttorneyFields, AttorneyRecord, CompanyLinkRow, FirmInfo } from './firmShapes';
import { listRequestBody, type ListParams } from '../lib/listParams';
import { http } from './http';
import { LOGO_REFRESH_DELAY_MS } from './clients';
import { invalidateAll, useResourceMutation, type MutationExtras } from './mutation';

/**
 * The signed-in client's or attorney's own firm (spec 2 section 7, spec 3 section 7): its
 * information and logo, its attorneys, its connected companies and its case list.
 */

export type { AttorneyFields, AttorneyRecord, CompanyLinkRow, FirmInfo };

/** What the firm's information form saves (PUT /api/clients). */
export type FirmInfoFields = Omit<FirmInfo, 'id' | 'logoUrl'>;

/** An auction company the firm works with (GET /api/companies/lookupattorney). */
export interface FirmCompanyLookup {
  id: number;
  name: string;
}

/** One of the firm's attorneys for pickers (GET /api/attorneys/lookup). */
export interface FirmAttorneyLookup {
  id: number;
  fullName: string;
}

/** The firm's case list filters in the address. */
export const FIRM_CASE_FILTERS = ['companyId', 'attorneyId', 'status'] as const;

/** The connected-companies list's filter in the address: `linked` (default) or `unlinked`. */
export const COMPANY_LINK_FILTERS = ['show'] as const;
export type CompanyLinkShow = 'linked' | 'unlinked';

/** Which companies the list shows; anything but `unlinked` shows the linked ones. */
export const companyLinkShow = (params: ListParams): CompanyLinkShow =>
  params.filters.show === 'unlinked' ? 'unlinked' : 'linked';

const positiveId = (raw: string | undefined): number | undefined => {
  const n = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** The body of the firm's case list (POST /api/cases/listattorney) for the list's state. */
export function firmCaseListRequest(params: ListParams): CaseListRequest {
  const { search, pagination } = listRequestBody(params);
  const body: CaseListRequest = {
    search,
    pagination: { current: pagination.current, pageSize: pagination.pageSize },
  };
  if (params.sort) body.sorter = { field: params.sort.field, order: params.sort.order };
  const companyId = positiveId(params.filters.companyId);
  const attorneyId = positiveId(params.filters.attorneyId);
  if (companyId) body.companyId = companyId;
  if (attorneyId) body.attorneyId = attorneyId;
  if (params.filters.status) body.status = params.filters.status as CaseListRequest['status'];
  return body;
}

/** The body of POST /api/attorneys/listcompany for the list's state. */
export function companyLinkListRequest(params: ListParams) {
  const { search, sorter, pagination } = listRequestBody(params);
  return { search, sorter, pagination, isLinked: companyLinkShow(params) === 'linked' };
}

const firmRoot = ['firm'] as const;
const attorneysRoot = ['attorneys', 'firm'] as const;
const linksRoot = ['companyLinks'] as const;

export const firmQueries = {
  /** The firm's information and logo. */
  info: () => queryOptions({ queryKey: [...firmRoot, 'info'] as const, queryFn: getFirmInfo }),
  /** The firm's attorneys. */
  attorneys: () => queryOptions({ queryKey: attorneysRoot, queryFn: listFirmAttorneys }),
  /** The firm's attorneys for pickers. */
  attorneyLookup: () =>
    queryOptions({
      queryKey: [...attorneysRoot, 'lookup'] as const,
      queryFn: lookupFirmAttorneys,
    }),
  /** One page of the companies the firm is linked to, or may link to. A list: silent. */
  companyLinks: (params: ListParams) =>
    queryOptions({
      queryKey: [...linksRoot, 'list', params] as const,
      queryFn: () => listCompanyLinks(params),
    }),
  /** The companies the firm works with, for pickers. */
  companyLookup: () =>
    queryOptions({
      queryKey: [...linksRoot, 'lookup'] as const,
      queryFn: lookupFirmCompanies,
    }),
  /** One page of the firm's cases, filtered by company, attorney and status. A list: silent. */
  cases: (params: ListParams) =>
    queryOptions({
      queryKey: ['cases', 'list', 'firmDashboard', params] as const,
      queryFn: () => listFirmCases(params),
    }),
};

/** Silent: the screen shows 'Failed to load client details.' itself. */
export async function getFirmInfo() {
  return (await http.get<FirmInfo>('/api/clients', { silent: true })).data;
}

export async function updateFirmInfo(fields: FirmInfoFields) {
  return (await http.put<FirmInfo>('/api/clients', fields)).data;
}

/** The logo upload's address (multipart, method PUT, the image in the field `model`). */
export const FIRM_LOGO_UPLOAD = {
  url: '/api/clients/uploadlogo',
  method: 'put',
  field: 'model',
} as const;

/** Silent: the screen shows 'Failed to load attorney list.' itself. */
/**
 * After the logo upload: the firm's information is refreshed once the server had a moment to
 * store the logo (100 ms, spec 3 section 9). Resolves when the fresh information is in.
 */
export function useFirmLogoUploaded() {
  const client = useQueryClient();
  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          void invalidateAll(client, [firmRoot]).then(() => resolve());
        }, LOGO_REFRESH_DELAY_MS);
      }),
    [client],
  );
}

export async function listFirmAttorneys() {
  const res = await http.post<{ data: AttorneyRecord[] }>(
    '/api/attorneys/list',
    {},
    { silent: true },
  );
  return res.data.data;
}

export async function lookupFirmAttorneys() {
  return (await http.get<FirmAttorneyLookup[]>('/api/attorneys/lookup', { silent: true })).data;
}

export async function lookupFirmCompanies() {
  const res = await http.get<FirmCompanyLookup[]>('/api/companies/lookupattorney', {
    silent: true,
  });
  return res.data;
}

export async function listCompanyLinks(params: ListParams) {
  const res = await http.post<{ data: CompanyLinkRow[]; total: number }>(
    '/api/attorneys/listcompany',
    companyLinkListRequest(params),
    { silent: true },
  );
  return res.data;
}

export async function listFirmCases(params: ListParams) {
  const res = await http.post<{ data: CaseRow[]; total: number }>(
    '/api/cases/listattorney',
    firmCaseListRequest(params),
    { silent: true },
  );
  return res.data;
}

export async function addFirmAttorney(fields: AttorneyFields) {
  return (await http.post<AttorneyRecord>('/api/attorneys', fields)).data;
}

export async function updateFirmAttorney(id: number, fields: AttorneyFields) {
  return (await http.put<AttorneyRecord>(`/api/attorneys/${id}`, fields)).data;
}

export async function removeFirmAttorney(id: number) {
  return (await http.delete<{ ok: boolean }>(`/api/attorneys/${id}`)).data;
}

/** Makes an attorney the firm's primary (the same call the company's client screen makes). */
export async function setFirmPrimaryAttorney(clientId: number, attorneyId: number) {
  return (await http.put<AttorneyRecord>(`/api/attorneys/${clientId}/${attorneyId}`)).data;
}

export async function linkCompany(companyId: number) {
  return (await http.put<CompanyLinkRow>(`/api/attorneys/${companyId}/linkcompany`)).data;
}

export async function switchCompanyContact(attorneyId: number, companyId: number) {
  return (await http.put<CompanyLinkRow>(`/api/attorneys/${attorneyId}/switch/${companyId}`)).data;
}

/** Attorney changes show in the attorney lists, the links' contacts and the case lists. */
const attorneysChanged = () => [attorneysRoot, linksRoot, ['cases']] as const;

export const useUpdateFirmInfo = (extras: MutationExtras<FirmInfo, FirmInfoFields> = {}) =>
  useResourceMutation(updateFirmInfo, () => [firmRoot], extras);

export const useAddFirmAttorney = (extras: MutationExtras<AttorneyRecord, AttorneyFields> = {}) =>
  useResourceMutation(addFirmAttorney, attorneysChanged, extras);

export const useUpdateFirmAttorney = (
  extras: MutationExtras<AttorneyRecord, { id: number; fields: AttorneyFields }> = {},
) =>
  useResourceMutation(
    ({ id, fields }: { id: number; fields: AttorneyFields }) => updateFirmAttorney(id, fields),
    attorneysChanged,
    extras,
  );

export const useRemoveFirmAttorney = (extras: MutationExtras<{ ok: boolean }, number> = {}) =>
  useResourceMutation(removeFirmAttorney, attorneysChanged, extras);

export const useSetFirmPrimaryAttorney = (
  extras: MutationExtras<AttorneyRecord, { clientId: number; attorneyId: number }> = {},
) =>
  useResourceMutation(
    ({ clientId, attorneyId }: { clientId: number; attorneyId: number }) =>
      setFirmPrimaryAttorney(clientId, attorneyId),
    attorneysChanged,
    extras,
  );

/** A new link shows in both lists and in the companies the firm works with. */
export const useLinkCompany = (extras: MutationExtras<CompanyLinkRow, number> = {}) =>
  useResourceMutation(linkCompany, () => [linksRoot], extras);

export const useSwitchCompanyContact = (
  extras: MutationExtras<CompanyLinkRow, { attorneyId: number; companyId: number }> = {},
) =>
  useResourceMutation(
    ({ attorneyId, companyId }: { attorneyId: number; companyId: number }) =>
      switchCompanyContact(attorneyId, companyId),
    () => [linksRoot],
    extras,
  );
