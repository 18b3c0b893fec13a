// Answered in the simulator by src/mocks/handlers/firm.ts.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listRequestBody, type ListParams } from '../lib/listParams';
import { call } from './call';
import { setPrimaryAttorney } from './attorneys';
import { listFirmCases as listFirmCasesEndpoint, type FirmCaseListRequest } from './contract/cases';
import * as api from './contract/firm';
import type { AttorneyFields, AttorneyRecord } from './contract/attorneys';
import type {
  CompanyLinkListRequest,
  CompanyLinkRow,
  FirmInfo,
  FirmInfoFields,
} from './contract/firm';
import { LOGO_REFRESH_DELAY_MS } from './clients';
import { invalidateAll, useResourceMutation, type MutationExtras } from './mutation';

/**
 * The signed-in client's or attorney's own firm (spec 2 section 7, spec 3 section 7): its
 * information and logo, its attorneys, its connected companies and its case list.
 */

export type { AttorneyFields, AttorneyRecord } from './contract/attorneys';
export type {
  CompanyLinkRow,
  FirmAttorneyLookup,
  FirmCompanyLookup,
  FirmInfo,
  FirmInfoFields,
} from './contract/firm';

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
export function firmCaseListRequest(params: ListParams): FirmCaseListRequest {
  const { search, pagination } = listRequestBody(params);
  const body: FirmCaseListRequest = {
    search,
    pagination: { current: pagination.current, pageSize: pagination.pageSize },
  };
  if (params.sort) body.sorter = { field: params.sort.field, order: params.sort.order };
  const companyId = positiveId(params.filters.companyId);
  const attorneyId = positiveId(params.filters.attorneyId);
  if (companyId) body.companyId = companyId;
  if (attorneyId) body.attorneyId = attorneyId;
  if (params.filters.status) body.status = params.filters.status as FirmCaseListRequest['status'];
  return body;
}

/** The body of POST /api/attorneys/listcompany for the list's state. */
export function companyLinkListRequest(params: ListParams): CompanyLinkListRequest {
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
export const getFirmInfo = () => call(api.getFirmInfo, { config: { silent: true } });

export const updateFirmInfo = (fields: FirmInfoFields) =>
  call(api.updateFirmInfo, { body: fields });

/** The logo upload (multipart, the image in the field `model`). */
export const FIRM_LOGO_UPLOAD = { endpoint: api.uploadFirmLogo, field: 'model' } as const;

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

/** Silent: the screen shows 'Failed to load attorney list.' itself. */
export async function listFirmAttorneys() {
  return (await call(api.listFirmAttorneys, { body: {}, config: { silent: true } })).data;
}

export const lookupFirmAttorneys = () =>
  call(api.lookupFirmAttorneys, { config: { silent: true } });

export const lookupFirmCompanies = () =>
  call(api.lookupFirmCompanies, { config: { silent: true } });

export const listCompanyLinks = (params: ListParams) =>
  call(api.listCompanyLinks, { body: companyLinkListRequest(params), config: { silent: true } });

export const listFirmCases = (params: ListParams) =>
  call(listFirmCasesEndpoint, { body: firmCaseListRequest(params), config: { silent: true } });

export const addFirmAttorney = (fields: AttorneyFields) =>
  call(api.addFirmAttorney, { body: fields });

export const updateFirmAttorney = (id: number, fields: AttorneyFields) =>
  call(api.updateFirmAttorney, { params: { id }, body: fields });

export const removeFirmAttorney = (id: number) => call(api.removeFirmAttorney, { params: { id } });

/** Makes an attorney the firm's primary (the same call the company's client screen makes). */
export const setFirmPrimaryAttorney = (clientId: number, attorneyId: number) =>
  setPrimaryAttorney(clientId, attorneyId);

export const linkCompany = (companyId: number) => call(api.linkCompany, { params: { companyId } });

export const switchCompanyContact = (attorneyId: number, companyId: number) =>
  call(api.switchCompanyContact, { params: { attorneyId, companyId } });

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

export const useRemoveFirmAttorney = (extras: MutationExtras<unknown, number> = {}) =>
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
