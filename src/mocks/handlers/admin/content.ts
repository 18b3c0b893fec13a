// Answers the calls of src/api/featuredLots.ts, src/api/resources.ts.
import { http, type HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import * as featuredApi from '@/api/contract/featuredLots';
import * as resourcesApi from '@/api/contract/resources';
import { answer } from '../../answer';
import { resourceError, resourceFieldsOf, RESOURCE_MSG } from '@/lib/resources';
import { Role } from '@/lib/roles';
import { simIso } from '../../clock';
import { db, newId } from '../../db';
import type { Lot, Resource, User } from '../../db/types';
import { makeActivityLog } from '../../factories';
import { caseById } from '../../rules/caseAccess';
import { RESOURCE_LIMITS, unstorableText } from '../../rules/content';
import { badRequest, notFound, withUser } from '../../tokens';
import { primaryPropertyOf } from '../../views/caseViews';
import { objectBody } from '../../request';

const ADMIN = [Role.Admin] as const;

/** Lot search results at most. */
const SEARCH_LIMIT = 20;

const str = (v: unknown) => (typeof v === 'string' ? v : '');

const logChange = (user: User, title: string, body: string) =>
  makeActivityLog({ userId: user.id, actLogTitle: title, actLogBody: body });

/** The resource of the path, or the refusal. */
function resourceOf(rawId: unknown): Resource | Response {
  const id = /^\d+$/.test(String(rawId)) ? Number(rawId) : NaN;
  return db.resources.find((r) => r.id === id) ?? notFound(RESOURCE_MSG.notFound);
}

/**
 * A resource's fields from a body, or the refusal: the resource's rules, then what the server can
 * store. Stored as sent: pages sanitise on display.
 */
function fieldsOf(body: Record<string, unknown>) {
  const refusal = resourceError(body) ?? unstorableText(body, RESOURCE_LIMITS);
  return refusal
    ? badRequest(refusal)
    : resourceFieldsOf({
        title: str(body.title),
        description: str(body.description),
        link: str(body.link),
      });
}

/** A lot as the admin's featured list and lot search show it (spec 3 section 3 lot fields). */
export function adminLotView(lot: Lot): z.input<typeof featuredApi.AdminLot> {
  const kase = caseById(lot.caseId);
  const auction = db.auctions.find((a) => a.id === lot.auctionId);
  const company = db.companies.find((c) => c.id === kase?.companyId);
  const p = primaryPropertyOf(lot.id);
  return {
    id: lot.id,
    caseId: lot.caseId,
    caseNumber: kase?.caseNumber ?? '',
    caseFileNumber: kase?.fileNumber ?? '',
    auctionHostName: company?.name ?? '',
    auctionStartTime: auction?.startTime ?? null,
    lotStatus: lot.status,
    streetLine1: p?.address.streetLine1 ?? '',
    streetLine2: p?.address.streetLine2 ?? '',
    city: p?.address.city ?? '',
    stateCode: p?.address.state ?? '',
    zipCode: p?.address.zipCode ?? '',
    images: (p?.images ?? []).map((i) => ({ url: i.url, isMain: i.isMain })),
    markedFeatured: lot.isFeatured,
  };
}

/** Featured lots, the most recently featured first (never-dated seed flags last, by id). */
const byFeaturedDate = (a: Lot, b: Lot) =>
  (b.featuredDate ?? '').localeCompare(a.featuredDate ?? '') || a.id - b.id;

/** Whether the lot's address or case matches the search (any case, any part). */
function matches(lot: Lot, q: string) {
  const kase = caseById(lot.caseId);
  const a = primaryPropertyOf(lot.id)?.address;
  const address = a
    ? `${a.streetLine1} ${a.streetLine2 ?? ''} ${a.city} ${a.state} ${a.zipCode}`
    : '';
  return [address, kase?.caseNumber ?? '', kase?.fileNumber ?? ''].some((v) =>
    v.toLowerCase().includes(q),
  );
}

/**
 * The admin area's content: the blog resources (added, edited and deleted; the public list and
 * blog page read them) and the featured lots (the list and the lot search; marking and removing
 * go through the lots' own featured calls). Admins only; every change is logged.
 */
export const adminContentHandlers: HttpHandler[] = [
  http.post('*/api/resources', ({ request }) =>
    withUser(
      request,
      async (user) => {
        const fields = fieldsOf(await objectBody(request));
        if (fields instanceof Response) return fields;
        const resource: Resource = { id: newId(db), ...fields, createdDate: simIso() };
        db.resources.push(resource);
        logChange(user, 'Resource Added', resource.title);
        return answer(resourcesApi.createResource, resource);
      },
      ADMIN,
    ),
  ),
  http.put('*/api/resources/:id', ({ request, params }) =>
    withUser(
      request,
      async (user) => {
        const resource = resourceOf(params.id);
        if (resource instanceof Response) return resource;
        const fields = fieldsOf(await objectBody(request));
        if (fields instanceof Response) return fields;
        Object.assign(resource, fields);
        logChange(user, 'Resource Updated', resource.title);
        return answer(resourcesApi.updateResource, resource);
      },
      ADMIN,
    ),
  ),
  http.delete('*/api/resources/:id', ({ request, params }) =>
    withUser(
      request,
      (user) => {
        const resource = resourceOf(params.id);
        if (resource instanceof Response) return resource;
        db.resources = db.resources.filter((r) => r.id !== resource.id);
        logChange(user, 'Resource Deleted', resource.title);
        return answer(resourcesApi.deleteResource, resource);
      },
      ADMIN,
    ),
  ),

  // Featured lot entries (spec 3 section 3): id, isAdmin, lot.
  http.get('*/api/admins/featuredlot', ({ request }) =>
    withUser(
      request,
      () =>
        answer(
          featuredApi.listFeaturedLots,
          db.lots
            .filter((l) => l.isFeatured)
            .sort(byFeaturedDate)
            .map((l) => ({ id: l.id, isAdmin: l.featuredByAdmin, lot: adminLotView(l) })),
        ),
      ADMIN,
    ),
  ),
  // Published lots by address or case number, the soonest auction first.
  http.get('*/api/admins/lot/:search', ({ request, params }) =>
    withUser(
      request,
      () => {
        const q = String(params.search ?? '')
          .trim()
          .toLowerCase();
        if (!q) return badRequest('Please enter an address or a case number to search.');
        const found = db.lots
          .filter((l) => l.status === 'Listed' && l.auctionId !== null && matches(l, q))
          .map(adminLotView)
          .sort(
            (a, b) =>
              (a.auctionStartTime ?? '').localeCompare(b.auctionStartTime ?? '') || a.id - b.id,
          )
          .slice(0, SEARCH_LIMIT);
        return answer(featuredApi.searchAdminLots, found);
      },
      ADMIN,
    ),
  ),
];
