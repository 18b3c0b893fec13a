// Answers the calls of src/api/cases.ts, src/api/hostLots.ts.
import { http } from 'msw';
import * as api from '../../api/contract/cases';
import { answer } from '../answer';
import { Role } from '../../lib/roles';
import { US_STATES } from '../../lib/usStates';
import { simIso } from '../clock';
import { db } from '../db';
import { makeCase, makeLot, makeProperty } from '../factories';
import type { Auction, Lot, User } from '../db/types';
import { isZip } from '../rules/format';
import { badRequest, forbidden, notFound, withUser } from '../tokens';
import * as hostLotsApi from '../../api/contract/hostLots';
import { lotListing } from '../views/lotListing';
import { text } from '../rules/format';

const STAFF_ROLES = [Role.Auctioneer, Role.Employee] as const;

interface HostListRequest {
  isLive?: boolean;
  isUpcoming?: boolean;
  isCompleted?: boolean;
  sorter?: { field?: string; order?: 'ascend' | 'descend' | null };
  pagination?: { current?: number; page?: number; pageSize?: number };
}

/** A lot of the auction host's dashboard columns: the listing with its lot number. */
function hostLotRow(lot: Lot) {
  return { ...lotListing(lot, null), lotNumber: lot.lotNumber };
}

type HostRow = ReturnType<typeof hostLotRow>;

/** Which column a lot of the company belongs to (spec 3 section 2.5). */
function inColumn(req: HostListRequest, lot: Lot, a: Auction): boolean {
  if (a.isCancelled) return false;
  if (req.isLive) return a.isOpen && !a.isFinished && lot.status === 'Listed' && !lot.stoppedTime;
  if (req.isUpcoming) return !a.isOpen && !a.isFinished && lot.status === 'Listed';
  if (req.isCompleted) return lot.status !== 'Draft' && (a.isFinished || Boolean(lot.stoppedTime));
  return true;
}

const companyClients = (user: User) =>
  db.clients.filter((c) => user.companyId !== null && c.companyIds.includes(user.companyId));

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Rough coordinates for a new property: those of a known property in the same city. */
function coordinatesFor(city: string, state: string) {
  const near = db.properties.filter(
    (p) => same(p.address.city, city) && same(p.address.state, state),
  );
  if (!near.length) return { latitude: 0, longitude: 0 };
  const avg = (xs: number[]) => Number((xs.reduce((s, x) => s + x, 0) / xs.length).toFixed(6));
  return {
    latitude: avg(near.map((p) => p.latitude)),
    longitude: avg(near.map((p) => p.longitude)),
  };
}

/** Auction host lot lists, client and attorney look-ups, case look-up and creation (spec 2 section 7, spec 3 section 7). */
export const casesHandlers = [
  http.post('*/api/lots/list/auctionhost', ({ request }) =>
    withUser(
      request,
      async (user) => {
        const req = ((await request.json().catch(() => ({}))) ?? {}) as HostListRequest;
        const auctions = new Map(
          db.auctions.filter((a) => a.companyId === user.companyId).map((a) => [a.id, a]),
        );
        const rows: HostRow[] = [];
        for (const lot of db.lots) {
          const a = lot.auctionId ? auctions.get(lot.auctionId) : undefined;
          if (a && inColumn(req, lot, a)) rows.push(hostLotRow(lot));
        }
        // By auction start: soonest first, completed lots newest first unless asked otherwise.
        const order = req.sorter?.order ?? (req.isCompleted ? 'descend' : 'ascend');
        const dir = order === 'descend' ? -1 : 1;
        const t = (r: HostRow) => (r.auctionStartTime ? new Date(r.auctionStartTime).getTime() : 0);
        rows.sort((a, b) => (t(a) - t(b)) * dir || a.lotNumber - b.lotNumber || a.id - b.id);
        const size = Math.min(100, Math.max(1, req.pagination?.pageSize ?? 10));
        const page = Math.max(1, req.pagination?.current ?? req.pagination?.page ?? 1);
        return answer(hostLotsApi.listHostLots, {
          data: rows.slice((page - 1) * size, page * size),
          total: rows.length,
        });
      },
      STAFF_ROLES,
    ),
  ),

  http.get('*/api/clients/lookup', ({ request }) =>
    withUser(
      request,
      (user) =>
        answer(
          api.lookupClients,
          companyClients(user)
            .filter((c) => c.status === 'Active')
            .map((c) => ({ id: c.id, name: c.name }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        ),
      STAFF_ROLES,
    ),
  ),

  http.get('*/api/attorneys/lookup/:clientId', ({ request, params }) =>
    withUser(
      request,
      (user) => {
        const client = companyClients(user).find((c) => String(c.id) === String(params.clientId));
        if (!client) return notFound('Client not found.');
        return answer(
          api.lookupAttorneys,
          db.attorneys
            .filter((t) => t.clientId === client.id)
            .map((t) => ({
              id: t.id,
              name: `${t.firstName} ${t.lastName}`,
              isPrimary: t.isPrimary,
            })),
        );
      },
      STAFF_ROLES,
    ),
  ),

  http.get('*/api/cases/lookup/:caseNumber/:county', ({ request, params }) =>
    withUser(
      request,
      (user) => {
        const caseNumber = decodeURIComponent(String(params.caseNumber));
        const county = decodeURIComponent(String(params.county));
        return answer(
          api.lookupCases,
          db.cases
            .filter(
              (c) =>
                c.companyId === user.companyId &&
                same(c.caseNumber, caseNumber) &&
                same(c.county, county),
            )
            .map((c) => ({
              id: c.id,
              caseNumber: c.caseNumber,
              county: c.county,
              fileNumber: c.fileNumber,
              firmName: db.clients.find((cl) => cl.id === c.clientId)?.name ?? '',
              caseStatus: c.status,
              createdDate: c.createdDate,
            })),
        );
      },
      STAFF_ROLES,
    ),
  ),

  http.post('*/api/cases', ({ request }) =>
    withUser(
      request,
      async (user) => {
        if (user.companyId === null) return forbidden();
        const b = ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
        const fileNumber = text(b.fileNumber);
        if (!fileNumber) return badRequest('File number is required.');
        const client = companyClients(user).find(
          (c) => c.id === Number(b.clientId) && c.status === 'Active',
        );
        if (!client) return badRequest('Client is required.');
        let attorneyId: number | null = null;
        if (b.attorneyId !== null && b.attorneyId !== undefined && b.attorneyId !== '') {
          const attorney = db.attorneys.find(
            (t) => t.id === Number(b.attorneyId) && t.clientId === client.id,
          );
          if (!attorney) return badRequest('The attorney does not belong to the client.');
          attorneyId = attorney.id;
        }
        const address = {
          streetLine1: text(b.streetLine1),
          streetLine2: text(b.streetLine2),
          city: text(b.city),
          county: text(b.county),
          state: text(b.stateCode).toUpperCase(),
          zipCode: text(b.zipCode),
        };
        const missing = (
          [
            ['streetLine1', 'Street line 1'],
            ['city', 'City'],
            ['county', 'County'],
            ['state', 'State'],
            ['zipCode', 'Zip code'],
          ] as const
        ).filter(([k]) => !address[k]);
        if (missing.length)
          return badRequest(`${missing.map(([, label]) => label).join(', ')} required.`);
        if (!US_STATES.some((s) => s.code === address.state))
          return badRequest('State must be a US state.');
        if (!isZip(address.zipCode)) return badRequest('Please enter a valid zip code!');
        if (b.countryCode !== undefined && text(b.countryCode).toUpperCase() !== 'US')
          return badRequest('Only US properties are supported.');

        const now = simIso();
        const kase = makeCase({
          companyId: user.companyId,
          clientId: client.id,
          attorneyId,
          caseNumber: text(b.caseNumber),
          fileNumber,
          county: address.county,
          createdDate: now,
        });
        const lot = makeLot({
          caseId: kase.id,
          openingPrice: 0,
          minBidIncrements: 1,
          reliefFee: 0,
          createdDate: now,
        });
        makeProperty({
          lotId: lot.id,
          address: { ...address, streetLine2: address.streetLine2 || undefined },
          ...coordinatesFor(address.city, address.state),
          images: [],
        });
        return answer(api.createCase, { id: kase.id });
      },
      STAFF_ROLES,
    ),
  ),
];
