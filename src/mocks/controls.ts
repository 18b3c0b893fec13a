import { http, HttpResponse } from 'msw';
import { db } from './db';
import { primaryPropertyOf } from './views/caseViews';
import { lotAddressPath } from '../lib/slug';
import { loadBids } from './live/load';
import { advanceSimTime, resetSimClock, setSimTime, simIso } from './clock';
import { resetDb } from './db';
import { addFault, clearFaults, releaseHeld, type Fault } from './faults';
import { clearAuthState, lastResetToken } from './handlers/auth';
import { clearTokens, expireAllAccessTokens, tokenConfig, tokenStats } from './tokens';
import { engineConfig, resetEngine, tick } from './live/clockwork';
import { dropAllStreams, resetHub, sendMalformed, streamFaults, subscriberCount } from './live/hub';
import { clearFieldReports, vitalsHandlers } from './vitals';

/** The name of the law firm whose case a lot sells, if any. */
function firmOfLot(caseId: number | null): string | null {
  const clientId = db.cases.find((c) => c.id === caseId)?.clientId;
  return db.clients.find((c) => c.id === clientId)?.name ?? null;
}

const resetHooks = new Set<() => void>();

/** Lets other simulator parts (the auction engine) reset with the rest. */
export function onSimReset(fn: () => void) {
  resetHooks.add(fn);
}

/** Back to the seed: database, clock, faults, tokens, issued codes and field vitals received. */
export function resetSimulator() {
  resetSimClock();
  clearFieldReports();
  resetDb();
  clearFaults();
  clearTokens();
  clearAuthState();
  tokenConfig.accessTokenSeconds = 300;
  resetHub();
  resetEngine();
  resetHooks.forEach((fn) => fn());
}

/** Test controls under /__sim/ (development, preview and tests only). */
export const controlHandlers = [
  http.post('*/__sim/reset', () => {
    resetSimulator();
    return HttpResponse.json({ ok: true, now: simIso() });
  }),
  http.post('*/__sim/clock', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { set?: string; advanceMs?: number };
    try {
      if (body.set) setSimTime(body.set);
      if (typeof body.advanceMs === 'number') advanceSimTime(body.advanceMs);
    } catch (e) {
      return HttpResponse.json({ message: (e as Error).message }, { status: 400 });
    }
    // Let the auction clock catch up with the new time at once.
    tick();
    return HttpResponse.json({ now: simIso() });
  }),
  http.post('*/__sim/faults', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as Partial<Fault>;
    if (!body.match) return HttpResponse.json({ message: 'match is required' }, { status: 400 });
    addFault({ ...body, match: body.match });
    return HttpResponse.json({ ok: true });
  }),
  http.post('*/__sim/faults/release', () => HttpResponse.json({ released: releaseHeld() })),
  http.delete('*/__sim/faults', () => {
    clearFaults();
    return HttpResponse.json({ ok: true });
  }),
  http.post('*/__sim/tokens/expire', () => {
    expireAllAccessTokens();
    return HttpResponse.json({ ok: true });
  }),
  http.post('*/__sim/config', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { accessTokenSeconds?: number };
    if (typeof body.accessTokenSeconds === 'number' && body.accessTokenSeconds > 0)
      tokenConfig.accessTokenSeconds = body.accessTokenSeconds;
    return HttpResponse.json({ accessTokenSeconds: tokenConfig.accessTokenSeconds });
  }),
  http.post('*/__sim/tick', () => {
    tick();
    return HttpResponse.json({ now: simIso() });
  }),
  http.post('*/__sim/bots', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { enabled?: boolean; chance?: number };
    engineConfig.bots = Boolean(body.enabled);
    if (typeof body.chance === 'number') engineConfig.botChance = body.chance;
    return HttpResponse.json(engineConfig);
  }),
  http.post('*/__sim/stream/drop', () => {
    const dropped = subscriberCount();
    dropAllStreams();
    return HttpResponse.json({ dropped });
  }),
  http.post('*/__sim/stream/malformed', () => {
    sendMalformed();
    return HttpResponse.json({ ok: true });
  }),
  http.post('*/__sim/stream/delay', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { delayMs?: number };
    streamFaults.delayMs = Math.max(0, Number(body.delayMs) || 0);
    return HttpResponse.json(streamFaults);
  }),
  // Synthetic bid load on a lot (bench figures): a burst, a steady rate, or a stored backlog.
  http.post('*/__sim/load-bids', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as {
      lotId?: number;
      count?: number;
      perSecond?: number;
      send?: boolean;
    };
    const lot = db.lots.find((l) => l.id === Number(body.lotId));
    if (!lot) return HttpResponse.json({ message: 'Lot is not found!' }, { status: 404 });
    const count = Math.min(20_000, Math.max(1, Number(body.count) || 1));
    return HttpResponse.json(
      loadBids(lot, { count, perSecond: Number(body.perSecond) || 0, send: body.send !== false }),
    );
  }),
  // Auctions and their lots, for tests that need a particular one.
  http.get('*/__sim/auctions', () =>
    HttpResponse.json(
      db.auctions.map((a) => ({
        id: a.id,
        startType: a.startType,
        startTime: a.startTime,
        isOpen: a.isOpen,
        isFinished: a.isFinished,
        isCancelled: a.isCancelled,
        isTest: a.isTest,
        lots: db.lots
          .filter((l) => l.auctionId === a.id)
          .sort((x, y) => x.lotNumber - y.lotNumber)
          .map((l) => ({
            id: l.id,
            lotNumber: l.lotNumber,
            status: l.status,
            startedTime: l.startedTime,
            stoppedTime: l.stoppedTime,
            openingPrice: l.openingPrice,
            minBidIncrements: l.minBidIncrements,
            street: primaryPropertyOf(l.id)?.address.streetLine1 ?? null,
            firm: firmOfLot(l.caseId),
          })),
      })),
    ),
  ),
  // Running lots, for tests that need one (id, auction, start type, stop time, prices).
  http.get('*/__sim/live-lots', () =>
    HttpResponse.json(
      db.lots
        .filter((l) => l.startedTime && !l.stoppedTime)
        .map((l) => {
          const a = db.auctions.find((x) => x.id === l.auctionId)!;
          return {
            id: l.id,
            auctionId: a.id,
            startType: a.startType,
            isTest: a.isTest,
            stopTime: l.stopTime,
            openingPrice: l.openingPrice,
            minBidIncrements: l.minBidIncrements,
          };
        }),
    ),
  ),
  // One real id per kind of page, for tests that visit every route (read-only).
  http.get('*/__sim/route-ids', () => {
    const user = (name: string) => db.users.find((u) => u.userName === name)!;
    const companyId = user('auctioneer').companyId!;
    const clientId = user('client').clientId!;
    const own = db.auctions.filter((a) => a.companyId === companyId && !a.isTest);
    const lotsOf = (auctionId: number) =>
      db.lots.filter((l) => l.auctionId === auctionId).sort((x, y) => x.lotNumber - y.lotNumber);
    const upcoming = own.find(
      (a) => !a.isOpen && !a.isFinished && !a.isCancelled && lotsOf(a.id).length > 0,
    )!;
    const live = own.find(
      (a) => a.isOpen && lotsOf(a.id).some((l) => l.startedTime && !l.stoppedTime),
    )!;
    const liveLot = lotsOf(live.id).find((l) => l.startedTime && !l.stoppedTime)!;
    const upcomingLot = lotsOf(upcoming.id).find((l) => primaryPropertyOf(l.id))!;
    const property = primaryPropertyOf(upcomingLot.id)!;
    // A case of the demo firm with the demo company, with a lot that has a property.
    const caseLot = db.lots.find((l) => {
      const c = db.cases.find((x) => x.id === l.caseId);
      return c?.companyId === companyId && c.clientId === clientId && primaryPropertyOf(l.id);
    })!;
    const bidderId = user('bidder').id;
    const won = db.lots.filter((l) => l.winner?.bidderId === bidderId);
    // An attorney invited by the demo company who has not registered yet.
    const invited = db.attorneys.find(
      (a) =>
        !a.userId && db.clients.find((c) => c.id === a.clientId)?.companyIds.includes(companyId),
    );
    return HttpResponse.json({
      companyId,
      clientId,
      invitationEmail: invited?.email ?? null,
      blogId: db.resources.find((r) => !r.link)?.id ?? db.resources[0].id,
      upcomingAuctionId: upcoming.id,
      upcomingLotId: upcomingLot.id,
      lotAddressPath: lotAddressPath({
        hostName: db.companies.find((c) => c.id === companyId)?.name ?? '',
        address: property.address.streetLine1,
        auctionId: upcoming.id,
        lotId: upcomingLot.id,
      }),
      liveAuctionId: live.id,
      liveLotId: liveLot.id,
      caseId: caseLot.caseId,
      caseLotId: caseLot.id,
      propertyId: primaryPropertyOf(caseLot.id)!.id,
      winningLotId: (won.find((l) => l.status === 'DeedReady') ?? won[0]).id,
    });
  }),
  // Counters for tests: refresh grants rotated and refused by the token endpoint.
  // Token calls so far, and the live streams open now.
  http.get('*/__sim/stats', () => HttpResponse.json({ ...tokenStats, streams: subscriberCount() })),
  http.get('*/__sim/last-reset-token', () => HttpResponse.json({ token: lastResetToken })),
  // The field vitals collector (the app's beacons in development and preview).
  ...vitalsHandlers,
];
