// Answered in the simulator by src/mocks/handlers/caseDetail.ts, src/mocks/handlers/cases.ts.
import { queryOptions } from '@tanstack/react-query';
import { listRequestBody, type ListParams } from '../lib/listParams';
import { postSalePoll } from '../lib/lotRules';
import { call } from './call';
import * as api from './contract/cases';
import type { CaseDetail, CaseListRequest, CaseUpdate, NewCase } from './contract/cases';
import { useResourceMutation, type MutationExtras } from './mutation';

export type {
  CaseDetail,
  CaseListRequest,
  CaseLot,
  CaseLotProperty,
  CaseLotWinner,
  CaseRow,
  CaseUpdate,
  DuplicateCase,
  FirmCaseListRequest,
  Lookup,
  NewCase,
} from './contract/cases';
export type { CaseNote } from './contract/caseNotes';
export type { LotLookup } from './contract/caseLots';
/** Case and lot statuses (spec 2 section 4), named by the rules of src/lib/caseStage.ts. */
export type { CaseStatus, LotStatus } from '../lib/caseStage';

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
  /**
   * A case with its lots, notes and document types. Staff decide on it, so it is asked again
   * whenever the window comes back (however fresh), and every little while as long as a lot
   * waits on someone else (`postSalePoll`).
   */
  detail: (caseId: number) =>
    queryOptions({
      queryKey: [...root, 'detail', caseId] as const,
      queryFn: () => getCase(caseId),
      refetchOnWindowFocus: 'always',
      refetchInterval: (query) => postSalePoll(query.state.data?.lots),
    }),
};

/** The company's clients (law firms) for pickers. */
export const lookupClients = () => call(api.lookupClients, { config: { silent: true } });

/** The attorneys of a client for pickers. */
export const lookupAttorneys = (clientId: number) =>
  call(api.lookupAttorneys, { params: { clientId }, config: { silent: true } });

/** Cases with the same case number in the same county. */
export const lookupCases = (caseNumber: string, county: string) =>
  call(api.lookupCases, { params: { caseNumber, county }, config: { silent: true } });

/** Creates a case (with a Draft lot and its primary property); answers the new case id. */
export const createCase = (body: NewCase) => call(api.createCase, { body });

export const useCreateCase = (extras: MutationExtras<{ id: number }, NewCase> = {}) =>
  useResourceMutation(createCase, () => [root], extras);

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
export const listCases = (body: CaseListRequest, audience: CaseListAudience = 'staff') =>
  audience === 'staff'
    ? call(api.listCases, { body, config: { silent: true } })
    : call(api.listFirmCases, { body, config: { silent: true } });

/** A case (GET /api/cases/{caseId}); silent: the screen shows not found and refusals itself. */
export const getCase = (caseId: number) =>
  call(api.getCase, { params: { caseId }, config: { silent: true } });

export const updateCase = (caseId: number, body: CaseUpdate) =>
  call(api.updateCase, { params: { caseId }, body });

/** The case status changes (designed endpoints): each answers the case. */
export type CaseStatusChange = 'pendingCourtApproval' | 'courtApproved' | 'completed' | 'cancel';

const STATUS_CHANGE: Record<CaseStatusChange, typeof api.markCompleted> = {
  pendingCourtApproval: api.markPendingCourtApproval,
  courtApproved: api.markCourtApproved,
  completed: api.markCompleted,
  cancel: api.cancelCase,
};

export const changeCaseStatus = (caseId: number, change: CaseStatusChange) =>
  call(STATUS_CHANGE[change], { params: { caseId } });

/** Deletes a case without lots for good. */
export const deleteCase = (caseId: number) => call(api.deleteCase, { params: { caseId } });

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
