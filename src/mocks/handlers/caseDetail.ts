// Answers the calls of src/api/caseNotes.ts, src/api/cases.ts.
import { http, type HttpHandler } from 'msw';
import * as api from '../../api/contract/cases';
import type { CaseListRequest } from '../../api/contract/cases';
import { addCaseNote } from '../../api/contract/caseNotes';
import { CLIENTS, Role, STAFF } from '../../lib/roles';
import { simIso } from '../clock';
import { db } from '../db';
import type { Case, User } from '../db/types';
import { makeActivityLog, makeNote } from '../factories';
import { caseAccess, caseById, canEditCase } from '../rules/caseAccess';
import {
  CASE_ACTION_STATUS,
  CASE_MSG,
  caseActionError,
  caseEditable,
  type CaseAction,
} from '../rules/caseStatus';
import { text } from '../rules/format';
import { answer } from '../answer';
import { badRequest, forbidden, notFound, withUser } from '../tokens';
import { caseDetailView, caseRowView, lotsOfCase } from '../views/caseViews';
import { idOf, jsonBody } from '../request';

/**
 * Cases (spec 2 sections 2, 4 and 7): the staff and firm lists, the case detail, its update,
 * the case actions (court approval, completion, cancel, delete) and notes. Staff see their
 * company's cases, clients and attorneys their firm's, admins any case read-only.
 */

/** The case the caller may read, or the refusal: 404 unknown, 403 someone else's. */
export function readableCase(user: User, id: number): Case | Response {
  const kase = caseById(id);
  if (!kase) return notFound(CASE_MSG.notFound);
  return caseAccess(user, kase) ? kase : forbidden();
}

/** The case the caller may change (staff of the owning company, case open), or the refusal. */
export function editableCase(user: User, id: number): Case | Response {
  const kase = readableCase(user, id);
  if (kase instanceof Response) return kase;
  return canEditCase(user, kase) ? kase : forbidden();
}

/** Runs `fn` for a numeric case id the caller may read; other ids fall through. */
function withCase(
  request: Request,
  rawId: unknown,
  fn: (kase: Case, user: User) => Response | Promise<Response>,
  { edit = false } = {},
) {
  const id = idOf(rawId);
  if (id === null) return undefined;
  return withUser(request, (user) => {
    const kase = edit ? editableCase(user, id) : readableCase(user, id);
    return kase instanceof Response ? kase : fn(kase, user);
  });
}

/** Adds a case-level entry to the activity log. */
export const logCase = (kase: Case, title: string, body: string, userId: number | null) =>
  makeActivityLog({
    userId,
    caseId: kase.id,
    lotId: null,
    actLogTitle: title,
    actLogBody: body,
    createdDate: simIso(),
  });

type CaseRow = ReturnType<typeof caseRowView>;

const SORT_FIELDS: Record<string, (r: CaseRow) => string> = {
  caseNumber: (r) => r.caseNumber,
  fileNumber: (r) => r.fileNumber,
  county: (r) => r.county,
  firmName: (r) => r.firmName,
  client: (r) => r.firmName,
  caseStatus: (r) => r.caseStatus,
  status: (r) => r.caseStatus,
  createdDate: (r) => r.createdDate,
};

/** A page of the cases, filtered, searched and sorted as the list asks. */
function casePage(
  cases: Case[],
  req: Partial<CaseListRequest & api.FirmCaseListRequest>,
  withFilters: boolean,
) {
  let rows = cases;
  const search = text(req.search).toLowerCase();
  if (search)
    rows = rows.filter(
      (c) =>
        c.caseNumber.toLowerCase().includes(search) || c.fileNumber.toLowerCase().includes(search),
    );
  if (withFilters && req.clientId != null && String(req.clientId) !== '')
    rows = rows.filter((c) => c.clientId === Number(req.clientId));
  const status = withFilters ? req.status : undefined;
  if (status === 'New') rows = rows.filter((c) => c.status === 'New' && !c.isListed);
  else if (status === 'Listed') rows = rows.filter((c) => c.status === 'New' && c.isListed);
  else if (status) rows = rows.filter((c) => c.status === status);
  const views = rows.map(caseRowView);
  const field = req.sorter?.field ?? '';
  const key = SORT_FIELDS[field] ? field : 'createdDate';
  const order = req.sorter?.field && SORT_FIELDS[req.sorter.field] ? req.sorter.order : 'descend';
  const dir = order === 'ascend' ? 1 : -1;
  views.sort((a, b) => SORT_FIELDS[key](a).localeCompare(SORT_FIELDS[key](b)) * dir || b.id - a.id);
  const size = Math.min(100, Math.max(1, Number(req.pagination?.pageSize) || 10));
  const page = Math.max(1, Number(req.pagination?.current) || 1);
  return { data: views.slice((page - 1) * size, page * size), total: views.length };
}

/** A status-changing case action: its condition, the new status, the log. */
const CASE_ACTION_ENDPOINT = {
  pendingCourtApproval: api.markPendingCourtApproval,
  courtApproved: api.markCourtApproved,
  completed: api.markCompleted,
  cancel: api.cancelCase,
} as const;

function caseAction(action: Exclude<CaseAction, 'delete'>, title: string, body: string) {
  return http.put(`*/api/cases/:caseId/${action.toLowerCase()}`, ({ request, params }) =>
    withCase(
      request,
      params.caseId,
      (kase, user) => {
        const lots = lotsOfCase(kase.id);
        const error = caseActionError(
          action,
          kase,
          lots.map((l) => l.status),
        );
        if (error) return badRequest(error);
        kase.status = CASE_ACTION_STATUS[action];
        if (action === 'cancel')
          for (const lot of lots)
            if (lot.status === 'Draft' || lot.status === 'Listed') lot.status = 'Cancelled';
        logCase(kase, title, body.replace('{case}', kase.caseNumber || kase.fileNumber), user.id);
        return answer(CASE_ACTION_ENDPOINT[action], caseDetailView(kase, user));
      },
      { edit: true },
    ),
  );
}

export const caseDetailHandlers: HttpHandler[] = [
  // The company's cases (staff).
  http.post('*/api/cases/list', ({ request }) =>
    withUser(
      request,
      async (user) => {
        const req = await jsonBody<Partial<CaseListRequest>>(request);
        const own = db.cases.filter(
          (c) => user.companyId !== null && c.companyId === user.companyId,
        );
        return answer(api.listCases, casePage(own, req, true));
      },
      STAFF,
    ),
  ),

  // The firm's cases (clients and attorneys), of any company: by company, attorney and status.
  http.post('*/api/cases/listattorney', ({ request }) =>
    withUser(
      request,
      async (user) => {
        const req = await jsonBody<Partial<api.FirmCaseListRequest>>(request);
        const companyId = idOf(req.companyId);
        const attorneyId = idOf(req.attorneyId);
        const own = db.cases.filter(
          (c) =>
            user.clientId !== null &&
            c.clientId === user.clientId &&
            (companyId === null || c.companyId === companyId) &&
            (attorneyId === null || c.attorneyId === attorneyId),
        );
        return answer(api.listFirmCases, casePage(own, { ...req, clientId: undefined }, true));
      },
      CLIENTS,
    ),
  ),

  http.get('*/api/cases/:caseId', ({ request, params }) =>
    withCase(request, params.caseId, (kase, user) =>
      answer(api.getCase, caseDetailView(kase, user)),
    ),
  ),

  // The case's own fields, while its lots are Draft or Listed.
  http.put('*/api/cases/:caseId', ({ request, params }) =>
    withCase(
      request,
      params.caseId,
      async (kase, user) => {
        if (!caseEditable(lotsOfCase(kase.id).map((l) => l.status)))
          return badRequest(CASE_MSG.editLocked);
        const b = await jsonBody<
          Partial<{
            caseNumber: string;
            fileNumber: string;
            county: string;
            clientId: number;
            attorneyId: number | null;
          }>
        >(request);
        const fileNumber = text(b.fileNumber);
        if (!fileNumber) return badRequest(CASE_MSG.fileNumber);
        const client = db.clients.find(
          (c) =>
            c.id === Number(b.clientId) &&
            c.status === 'Active' &&
            c.companyIds.includes(kase.companyId),
        );
        if (!client) return badRequest(CASE_MSG.client);
        let attorneyId: number | null = null;
        if (b.attorneyId != null && String(b.attorneyId) !== '') {
          const attorney = db.attorneys.find(
            (t) => t.id === Number(b.attorneyId) && t.clientId === client.id,
          );
          if (!attorney) return badRequest(CASE_MSG.attorney);
          attorneyId = attorney.id;
        }
        Object.assign(kase, {
          caseNumber: text(b.caseNumber),
          fileNumber,
          county: b.county === undefined ? kase.county : text(b.county),
          clientId: client.id,
          attorneyId,
        });
        return answer(api.updateCase, caseDetailView(kase, user));
      },
      { edit: true },
    ),
  ),

  caseAction(
    'pendingCourtApproval',
    'Pending Court Approval',
    'Case {case} is pending court approval.',
  ),
  caseAction('courtApproved', 'Court Approved', 'Case {case} was approved by the court.'),
  caseAction('completed', 'Case Completed', 'Case {case} was completed.'),
  caseAction('cancel', 'Case Cancelled', 'Case {case} was cancelled.'),

  // Permanently delete: a case with no lots.
  http.delete('*/api/cases/:caseId', ({ request, params }) =>
    withCase(
      request,
      params.caseId,
      (kase) => {
        const error = caseActionError(
          'delete',
          kase,
          lotsOfCase(kase.id).map((l) => l.status),
        );
        if (error) return badRequest(error);
        db.cases = db.cases.filter((c) => c !== kase);
        db.caseNotes = db.caseNotes.filter((n) => n.caseId !== kase.id);
        db.activityLogs = db.activityLogs.filter((l) => l.caseId !== kase.id);
        return answer(api.deleteCase, { ok: true });
      },
      { edit: true },
    ),
  ),

  // Notes: the owning company's staff and the case's firm; admins only read.
  http.post('*/api/casenotes/:caseId', ({ request, params }) =>
    withCase(request, params.caseId, async (kase, user) => {
      if (user.role === Role.Admin) return forbidden();
      const b = await jsonBody<Partial<{ subject: string; body: string }>>(request);
      const subject = text(b.subject);
      const body = text(b.body);
      if (!subject) return badRequest(CASE_MSG.noteSubject);
      if (!body) return badRequest(CASE_MSG.noteBody);
      const note = makeNote({
        caseId: kase.id,
        subject,
        body,
        createdDate: simIso(),
        createdBy: `${user.firstName} ${user.lastName}`.trim(),
      });
      const { id, createdDate, createdBy } = note;
      return answer(addCaseNote, { id, subject, body, createdDate, createdBy });
    }),
  ),
];
