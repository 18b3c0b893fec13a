// Answers the calls of src/api/systemUsers.ts.
import { http, type HttpHandler } from 'msw';
import type { Endpoint } from '@/api/contract/define';
import * as api from '@/api/contract/systemUsers';
import { Role, STAFF } from '@/lib/roles';
import { answer, type AnswerBody } from '../../answer';
import { db } from '../../db';
import type { User } from '../../db/types';
import { fileResponse, xlsxOf } from '../../exports/table';
import {
  accountsOf,
  addAccount,
  adminUserView,
  bidderUserView,
  checkPerson,
  deleteBidderAccount,
  deletionRefusal,
  exportTableOf,
  filterAndSort,
  isDeletedAccount,
  losesLastAuctioneer,
  pageOf,
  setAccountActive,
  staffUserView,
  SYSTEM_USERS_MSG,
  userNameRefusal,
  viewOf,
  type ListQuery,
  type SystemUserKind,
} from '../../rules/systemUsers';
import { badRequest, notFound, withUser } from '../../tokens';
import { passwordProblem } from '../auth';
import { idOf, objectBody } from '../../request';

/**
 * The admin's system users (spec 3 sections 2.8 and 7 "Admin lists"), admins only:
 * - POST /api/bidders/list, /api/auctioneers/listall, /api/admins/list: search, sorter,
 *   pagination; answer `{ data, total }`. Their `...excel` twins answer the .xlsx of every row.
 * - DELETE /api/bidders/{id}/delete: deletes a bidder account (400 while funds are locked or the
 *   bidder is joined to a lot that has not stopped).
 * - PUT /api/admins/auctioneers/{id}: an auctioneer's or employee's details and role.
 * - PUT /api/admins/users/{id}/{true|false}: activates or deactivates staff and admins.
 * - POST /api/admins: a new admin account. PUT /api/admins/{id}: an admin's details.
 * Bidders' details and activation use the bidders' own routes, which admins may call.
 */

const ADMIN = [Role.Admin];

const LISTS: { kind: SystemUserKind; excel: Endpoint<'file'>; file: string }[] = [
  { kind: 'bidders', excel: api.exportBidderUsers, file: 'bidders.xlsx' },
  { kind: 'auctioneers', excel: api.exportStaffUsers, file: 'auctioneers.xlsx' },
  { kind: 'admins', excel: api.exportAdminUsers, file: 'admins.xlsx' },
];

const rowsOf = (kind: SystemUserKind, q: ListQuery) =>
  filterAndSort(
    accountsOf(kind).map((u) => viewOf(kind, u)),
    q,
  );

/** A tab's list: `page` answers the page a list body asks for. */
const listRoute = <E extends Endpoint>(endpoint: E, page: (q: ListQuery) => AnswerBody<E>) =>
  http.post(`*${endpoint.path}`, ({ request }) =>
    withUser(
      request,
      async () => answer(endpoint, page((await objectBody(request)) as ListQuery)),
      ADMIN,
    ),
  );

const listHandlers = [
  listRoute(api.listBidderUsers, (q) =>
    pageOf(filterAndSort(accountsOf('bidders').map(bidderUserView), q), q),
  ),
  listRoute(api.listStaffUsers, (q) =>
    pageOf(filterAndSort(accountsOf('auctioneers').map(staffUserView), q), q),
  ),
  listRoute(api.listAdminUsers, (q) =>
    pageOf(filterAndSort(accountsOf('admins').map(adminUserView), q), q),
  ),
  ...LISTS.map(({ kind, excel, file }) =>
    http.post(`*${excel.path}`, ({ request }) =>
      withUser(
        request,
        async () => {
          const q = (await objectBody(request)) as ListQuery;
          const search = typeof q.search === 'string' ? q.search.trim() : '';
          return fileResponse(
            await xlsxOf(exportTableOf(kind, rowsOf(kind, q), search)),
            file,
            'xlsx',
          );
        },
        ADMIN,
      ),
    ),
  ),
];

/** Runs `fn` for an admin on the account of the path when it is of `roles`; other ids fall through. */
function withAccount(
  request: Request,
  rawId: unknown,
  roles: readonly Role[],
  fn: (target: User, admin: User) => Response | Promise<Response>,
  missing: string = SYSTEM_USERS_MSG.userNotFound,
) {
  const id = idOf(rawId);
  if (id === null) return undefined;
  return withUser(
    request,
    (admin) => {
      const target = db.users.find((u) => u.id === id && roles.includes(u.role));
      return target ? fn(target, admin) : notFound(missing);
    },
    ADMIN,
  );
}

const viewByRole = (u: User) => (u.role === Role.Admin ? adminUserView(u) : staffUserView(u));

export const adminUsersHandlers: HttpHandler[] = [
  ...listHandlers,
  http.delete('*/api/bidders/:id/delete', ({ request, params }) =>
    withAccount(
      request,
      params.id,
      [Role.Bidder],
      (bidder) => {
        if (isDeletedAccount(bidder)) return notFound(SYSTEM_USERS_MSG.bidderNotFound);
        const refusal = deletionRefusal(bidder);
        if (refusal) return badRequest(refusal);
        deleteBidderAccount(bidder);
        return answer(api.deleteBidderAccount, {
          message: 'Your account was successfully deleted. Fair well.',
        });
      },
      SYSTEM_USERS_MSG.bidderNotFound,
    ),
  ),
  http.put('*/api/admins/auctioneers/:id', ({ request, params }) =>
    withAccount(request, params.id, STAFF, async (target) => {
      const body = await objectBody(request);
      const checked = checkPerson(body, target.id);
      if ('error' in checked) return badRequest(checked.error);
      const role = typeof body.role === 'string' ? body.role : '';
      if (role !== Role.Auctioneer && role !== Role.Employee)
        return badRequest(SYSTEM_USERS_MSG.role);
      if (losesLastAuctioneer(target, role)) return badRequest(SYSTEM_USERS_MSG.lastAuctioneer);
      Object.assign(target, checked.fields, { role });
      return answer(api.updateStaffUser, staffUserView(target));
    }),
  ),
  http.put('*/api/admins/users/:id/:active', ({ request, params }) => {
    const flag = String(params.active).toLowerCase();
    if (flag !== 'true' && flag !== 'false') return undefined;
    return withAccount(request, params.id, [...STAFF, Role.Admin], (target, admin) => {
      const refusal = setAccountActive(admin, target, flag === 'true');
      return refusal ? badRequest(refusal) : answer(api.setAccountActive, viewByRole(target));
    });
  }),
  http.post('*/api/admins', ({ request }) =>
    withUser(
      request,
      async () => {
        const body = await objectBody(request);
        const checked = checkPerson(body);
        if ('error' in checked) return badRequest(checked.error);
        const userName = typeof body.userName === 'string' ? body.userName.trim() : '';
        const nameRefusal = userNameRefusal(userName);
        if (nameRefusal) return badRequest(nameRefusal);
        const password = typeof body.password === 'string' ? body.password : '';
        const problem = passwordProblem(password);
        if (problem) return badRequest(problem);
        const admin = addAccount({
          userName,
          password,
          ...checked.fields,
          role: Role.Admin,
          companyId: null,
        });
        return answer(api.createAdminUser, adminUserView(admin), { status: 201 });
      },
      ADMIN,
    ),
  ),
  http.put('*/api/admins/:id', ({ request, params }) =>
    withAccount(request, params.id, [Role.Admin], async (target) => {
      const checked = checkPerson(await objectBody(request), target.id);
      if ('error' in checked) return badRequest(checked.error);
      Object.assign(target, checked.fields);
      return answer(api.updateAdminUser, adminUserView(target));
    }),
  ),
];
