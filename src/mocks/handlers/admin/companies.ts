// Answers the calls of src/api/companies.ts.
import { http, type HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import * as api from '@/api/contract/companies';
import { answer } from '../../answer';
import { isCompanyStatus, type CompanyAction } from '@/lib/companySettings';
import { Role } from '@/lib/roles';
import type { Company } from '../../db/types';
import { db } from '../../db';
import {
  changeCompanyStatus,
  COMPANY_MSG,
  companyById,
  companyListRow,
  companyProfileView,
  companyUserView,
  usersOfCompany,
} from '../../rules/company';
import { badRequest, notFound, withUser } from '../../tokens';
import { objectBody } from '../../request';

const ADMIN: readonly Role[] = [Role.Admin];

type CompanyListRow = z.input<typeof api.CompanyListRow>;

const SORTABLE = new Set<keyof CompanyListRow>(['id', 'name', 'city', 'status', 'isPublic']);

interface ListBody {
  search?: unknown;
  sorter?: { field?: unknown; order?: unknown };
  pagination?: { current?: unknown; pageSize?: unknown };
  statuses?: unknown;
}

/** The page of companies a list body asks for: name search, statuses, sort and paging. */
function listPage(body: ListBody): { data: CompanyListRow[]; total: number } | string {
  const statuses = body.statuses ?? [];
  if (!Array.isArray(statuses) || !statuses.every(isCompanyStatus))
    return 'Statuses must be Active, Inactive, Pending or Declined!';
  const q = typeof body.search === 'string' ? body.search.trim().toLowerCase() : '';
  const rows = db.companies
    .filter((c) => statuses.length === 0 || statuses.includes(c.status))
    .filter((c) => !q || c.name.toLowerCase().includes(q))
    .map(companyListRow);
  const field = String(body.sorter?.field) as keyof CompanyListRow;
  const sorted = SORTABLE.has(field) && body.sorter?.order ? field : 'id';
  const dir = sorted !== 'id' && body.sorter?.order === 'descend' ? -1 : 1;
  rows.sort((a, b) => {
    const [x, y] = [a[sorted], b[sorted]];
    const c =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return c * dir || a.id - b.id;
  });
  const size = Math.min(100, Math.max(1, Number(body.pagination?.pageSize) || 10));
  const page = Math.max(1, Number(body.pagination?.current) || 1);
  return { data: rows.slice((page - 1) * size, page * size), total: rows.length };
}

/** Runs `fn` for an administrator on the company of the path (404 for an unknown or bad id). */
function withCompany(
  request: Request,
  rawId: unknown,
  fn: (company: Company) => Response | Promise<Response>,
) {
  return withUser(
    request,
    (): Response | Promise<Response> => {
      const company = /^\d+$/.test(String(rawId)) ? companyById(rawId) : undefined;
      return company ? fn(company) : notFound(COMPANY_MSG.notFound);
    },
    ADMIN,
  );
}

/** Applies an administrator's action, answering the company or why it cannot be done. */
const act = (company: Company, action: CompanyAction) => {
  const refusal = changeCompanyStatus(company, action);
  const endpoint =
    action === 'approve' || action === 'decline' ? api.approveCompany : api.setCompanyActive;
  return refusal ? badRequest(refusal) : answer(endpoint, companyProfileView(company));
};

/**
 * The admin area's companies (spec 3 sections 2.8 and 7; spec 2 sections 4 and 7), admins only:
 * - POST /api/companies/list `{ search, sorter, pagination, statuses }` → `{ data, total }`;
 * - GET /api/companies/{id}/users → the company's auctioneers and employees;
 * - PUT /api/companies/{id}/approve `{ isApproved }`: a Pending company becomes Active or Declined;
 * - PUT /api/companies/{id}/true and /false: an Inactive company becomes Active, an Active one
 *   Inactive. Each answers the company's profile; any other transition is refused with 400.
 */
export const adminCompaniesHandlers: HttpHandler[] = [
  http.post('*/api/companies/list', ({ request }) =>
    withUser(
      request,
      async () => {
        const page = listPage((await objectBody(request)) as ListBody);
        return typeof page === 'string' ? badRequest(page) : answer(api.listCompanies, page);
      },
      ADMIN,
    ),
  ),
  http.get('*/api/companies/:id/users', ({ request, params }) =>
    withCompany(request, params.id, (company) =>
      answer(
        api.listCompanyUsers,
        usersOfCompany(company.id)
          .sort((a, b) => a.id - b.id)
          .map(companyUserView),
      ),
    ),
  ),
  http.put('*/api/companies/:id/approve', ({ request, params }) =>
    withCompany(request, params.id, async (company) => {
      const { isApproved } = await objectBody(request);
      if (typeof isApproved !== 'boolean') return badRequest(COMPANY_MSG.isApproved);
      return act(company, isApproved ? 'approve' : 'decline');
    }),
  ),
  // `true` activates, `false` deactivates (PUT /api/companies/{id}/{active}).
  ...(['true', 'false'] as const).map((flag) =>
    http.put(`*/api/companies/:id/${flag}`, ({ request, params }) =>
      withCompany(request, params.id, (company) =>
        act(company, flag === 'true' ? 'activate' : 'deactivate'),
      ),
    ),
  ),
];
