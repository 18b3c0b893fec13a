import { queryOptions } from '@tanstack/react-query';
import type { CaseDetail, CaseListRequest, CaseRow } from './caseShapes';
import { listRequestBody, type ListParams } from '../lib/listParams';
import { http } from './http';
import { useResourceMutation, type MutationExtras } from './mutation';

export interface Lookup {
  id: number;
  name: string;
}

/** A case already filed under the same case number and county. */
export interface DuplicateCase {
  id: number;
  caseNumber: string;
  county: string;
  fileNumber: string;
  firmName: string;
  caseStatus: string;
  createdDate: string;
}

import type { NewCase } from '../lib/caseForm';
export type { NewCase };

const root = ['cases'] as const;

/** Cases and the pickers of the case form (clients, their attorneys). */
export const caseQueries = {
  all: () => root,
  /** Cases already filed under the same number in the same county. */
  lookup: (caseNumber: string, county: string) =>
    queryOptions({
      queryKey: [...root, 'lookup', caseNumber.toLowerCase(), county.toLowerCase()] as const,
      queryFn: () => lookupCases(caseNumber, county),
    }),
  clients: () => queryOptions({ queryKey: [...root, 'clients'] as const, queryFn: lookupClients }),
  attorneys: (clientId: number) =>
    queryOptions({
      queryKey: [...root, 'attorneys', clientId] as const,
      queryFn: () => lookupAttorneys(clientId),
    }),
  /**
   * One page of the case list: the company's cases for staff (`'staff'`), the firm's for clients
   * and attorneys (`'firm'`). A list: failures are silent.
   */
  list: (params: ListParams, audience: CaseListAudience = 'staff') =>
    queryOptions({
      queryKey: [...root, 'list', audience, params] as const,
      queryFn: () => listCases(caseListRequest(params, audience), audience),
    }),
  /** A case with its lots, notes and document types. */
  detail: (caseId: number) =>
    queryOptions({
      queryKey: [...root, 'detail', caseId] as const,
      queryFn: () => getCase(caseId),
    }),
};

/** The company's clients (law firms) for pickers. */
export async function lookupClients() {
  return (await http.get<Lookup[]>('/api/clients/lookup', { silent: true })).data;
}

/** The attorneys of a client for pickers. */
export async function lookupAttorneys(clientId: number) {
  return (await http.get<Lookup[]>(`/api/attorneys/lookup/${clientId}`, { silent: true })).data;
}

/** Cases with the same case number in the same county. */
export async function lookupCases(caseNumber: string, county: string) {
  const path = `/api/cases/lookup/${encodeURIComponent(caseNumber)}/${encodeURIComponent(county)}`;
  return (await http.get<DuplicateCase[]>(path, { silent: true })).data;
}

/** Creates a case (with a Draft lot and its primary property); answers the new case id. */
export async function createCase(body: NewCase) {
  return (await http.post<{ id: number }>('/api/cases', body)).data;
}

export const useCreateCase = (extras: MutationExtras<{ id: number }, NewCase> = {}) =>
  useResourceMutation(createCase, () => [root], extras);

/** Case and lot statuses (spec 2 section 4), named by the rules of src/lib/caseStage.ts. */
export type {
  CaseDetail,
  CaseListRequest,
  CaseLot,
  CaseLotProperty,
  CaseLotWinner,
  CaseNote,
  CaseRow,
  CaseStatus,
  LotLookup,
  LotStatus,
} from './caseShapes';

export type CaseListAudience = 'staff' | 'firm';

/** The case list's filters in the address: `clientId` and `status` (staff only). */
export const CASE_LIST_FILTERS = ['clientId', 'status'] as const;

/** The list body of a page of cases; the firm's list takes no client or status. */
export function caseListRequest(params: ListParams, audience: CaseListAudience): CaseListRequest {
  const { search, pagination } = listRequestBody(params);
  const body: CaseListRequest = {
    search,
    pagination: { current: pagination.current, pageSize: pagination.pageSize },
  };
  if (params.sort) body.sorter = { field: params.sort.field, order: params.sort.order };
  if (audience === 'staff') {
    const clientId = Number(params.filters.clientId);
    if (Number.isSafeInteger(clientId) && clientId > 0) body.clientId = clientId;
    if (params.filters.status) body.status = params.filters.status as CaseListRequest['status'];
  }
  return body;
}

/** A page of cases (POST /api/cases/list, or /api/cases/listattorney for a firm). Silent. */
export async function listCases(body: CaseListRequest, audience: CaseListAudience = 'staff') {
  const path = audience === 'staff' ? '/api/cases/list' : '/api/cases/listattorney';
  return (await http.post<{ data: CaseRow[]; total: number }>(path, body, { silent: true })).data;
}

/** A case (GET /api/cases/{caseId}); silent: the screen shows not found and refusals itself. */
export async function getCase(caseId: number) {
  return (await http.get<CaseDetail>(`/api/cases/${caseId}`, { silent: true })).data;
}

/** What the case edit dialog saves. */
export interface CaseUpdate {
  caseNumber: string;
  fileNumber: string;
  county: string;
  clientId: number;
  attorneyId: number | null;
}

export async function updateCase(caseId: number, body: CaseUpdate) {
  return (await http.put<CaseDetail>(`/api/cases/${caseId}`, body)).data;
}

/** The case status changes (designed endpoints): each answers the case. */
export type CaseStatusChange = 'pendingCourtApproval' | 'courtApproved' | 'completed' | 'cancel';

const STATUS_CHANGE_PATH: Record<CaseStatusChange, string> = {
  pendingCourtApproval: 'pendingcourtapproval',
  courtApproved: 'courtapproved',
  completed: 'completed',
  cancel: 'cancel',
};

export async function changeCaseStatus(caseId: number, change: CaseStatusChange) {
  const path = `/api/cases/${caseId}/${STATUS_CHANGE_PATH[change]}`;
  return (await http.put<CaseDetail>(path)).data;
}

/** Deletes a case without lots for good. */
export async function deleteCase(caseId: number) {
  return (await http.delete<{ ok: boolean }>(`/api/cases/${caseId}`)).data;
}

/** A case change shows in the case, the lists and the activity logs. */
const caseChanged = () => [root, ['activityLogs']] as const;

export const useUpdateCase = (
  caseId: number,
  extras: MutationExtras<CaseDetail, CaseUpdate> = {},
) => useResourceMutation((body: CaseUpdate) => updateCase(caseId, body), caseChanged, extras);

export const useChangeCaseStatus = (
  caseId: number,
  extras: MutationExtras<CaseDetail, CaseStatusChange> = {},
) =>
  useResourceMutation(
    (change: CaseStatusChange) => changeCaseStatus(caseId, change),
    caseChanged,
    extras,
  );

/** A deleted case leaves the lists; its own page is left, not reloaded. */
export const useDeleteCase = (caseId: number, extras: MutationExtras<{ ok: boolean }, void> = {}) =>
  useResourceMutation(
    () => deleteCase(caseId),
    () => [[...root, 'list'], ['activityLogs']],
    extras,
  );
