import { http } from '../../../src/api/http';
import { connectLiveSession } from '../../../src/app/liveSession';
import { LiveEvent } from '../../../src/live/events';
import { LiveStore } from '../../../src/live/store';
import { getAccessToken } from '../../../src/lib/session';
import type { LiveMessage } from '../../../src/live/types';
import { db } from '../../../src/mocks/db';
import { jsdomTransport } from '../../liveTransport';
import { signInAs } from '../../render';
import { joinLot, placeBid } from '../../../src/mocks/live/engine';
import { bidAs, post, until, userNamed } from '../../simApi';

const transport = jsdomTransport;
const profileOf = (userId: number) => db.purchaseProfiles.find((p) => p.bidderId === userId)!.id;
const clearCookie = (name: string) =>
  (document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);

const liveAutoLot = () => {
  const auction = db.auctions.find((a) => a.startType === 'Auto' && a.isOpen && !a.isTest)!;
  return db.lots.find((l) => l.auctionId === auction.id && l.status === 'Listed')!;
};

describe('live stream over grpc-web (simulator ↔ client)', () => {
  let store: LiveStore;
  let events: LiveMessage[];
  let warnings: string[];

  // The stream refreshes its token through the session's refresh, as the app hands it in.
  beforeAll(() => connectLiveSession());
  beforeEach(async () => {
    await signInAs('bidder');
    events = [];
    warnings = [];
    const log = { info: () => {}, warn: (m: string) => warnings.push(m) };
    store = new LiveStore(
      { role: 'bidder', transport, backoff: { baseMs: 20, maxMs: 100 }, pingMs: 0, log },
      log,
    );
    store.onMessage((m) => events.push(m));
  });
  afterEach(() => store.close());

  it('Connect with the bidders list and prior bids, then live bids in order, each once', async () => {
    const lot = liveAutoLot();
    await bidAs('bidder2', lot.id, lot.auctionId!, lot.openingPrice + lot.minBidIncrements);
    store.follow([{ id: lot.id, amount: 0 }]);
    await until(() => events.some((e) => e.event === LiveEvent.BidPrior));
    expect(events[0].event).toBe(LiveEvent.Connect);
    store.flush();
    expect(store.getState()[lot.id].bidList).toHaveLength(1);
    expect(store.getStatus()).toBe('connected');

    const next = lot.openingPrice + 2 * lot.minBidIncrements;
    expect((await bidAs('bidder3', lot.id, lot.auctionId!, next)).status).toBe(200);
    await until(() => events.filter((e) => e.event === LiveEvent.BidPlaced).length === 1);
    store.flush();
    const live = store.getState()[lot.id];
    expect(live.latestBid?.amount).toBe(next);
    expect(live.bidList.map((b) => b.amount)).toEqual([next, next - lot.minBidIncrements]);
    expect(live.activeBidders.map((b) => b.userName)).toEqual(
      expect.arrayContaining(['bidder2', 'bidder3']),
    );
  });

  it('a dropped stream reconnects and resumes with no lost or doubled bid', async () => {
    const lot = liveAutoLot();
    store.follow([{ id: lot.id, amount: 0 }]);
    await until(() => events.some((e) => e.event === LiveEvent.Connect));
    await bidAs('bidder2', lot.id, lot.auctionId!, lot.openingPrice + lot.minBidIncrements);
    await until(() => events.some((e) => e.event === LiveEvent.BidPlaced));
    events.length = 0;

    const dropped = await (await post('/__sim/stream/drop')).json();
    expect(dropped.dropped).toBe(1);
    // A bid placed while the stream is down arrives with the prior bids after the reconnect.
    await bidAs('bidder3', lot.id, lot.auctionId!, lot.openingPrice + 2 * lot.minBidIncrements);
    await until(() => events.some((e) => e.event === LiveEvent.BidPrior));
    expect(events[0].event).toBe(LiveEvent.Connect);
    store.flush();
    const live = store.getState()[lot.id];
    expect(live.bidList.map((b) => b.amount)).toEqual([
      lot.openingPrice + 2 * lot.minBidIncrements,
      lot.openingPrice + lot.minBidIncrements,
    ]);
    expect(store.getStatus()).toBe('connected');
  });

  it('20 stream drops during 200 bids lose and double nothing', async () => {
    const lot = liveAutoLot();
    const users = ['bidder2', 'bidder3'].map(userNamed);
    for (const u of users) joinLot(lot, u, 100_000, profileOf(u.id), 'online');
    store.follow([{ id: lot.id, amount: 0 }]);
    await until(() => events.some((e) => e.event === LiveEvent.Connect));
    const amounts: number[] = [];
    for (let i = 1; i <= 200; i++) {
      const amount = lot.openingPrice + i * lot.minBidIncrements;
      placeBid(lot, users[i % 2], amount);
      amounts.push(amount);
      if (i % 10 === 0) await post('/__sim/stream/drop');
      await new Promise((r) => setTimeout(r, i % 10 === 1 ? 30 : 0));
    }
    await until(() => {
      store.flush();
      return store.getStatus() === 'connected' && store.getState()[lot.id]?.bidList.length === 200;
    }, 10_000);
    const bids = store.getState()[lot.id].bidList;
    expect(bids.map((b) => b.amount)).toEqual([...amounts].reverse());
    expect(new Set(bids.map((b) => b.id)).size).toBe(200);
  });

  it('a malformed frame is logged and the stream goes on', async () => {
    const lot = liveAutoLot();
    store.follow([{ id: lot.id, amount: 0 }]);
    await until(() => events.some((e) => e.event === LiveEvent.Connect));
    await post('/__sim/stream/malformed');
    await bidAs('bidder2', lot.id, lot.auctionId!, lot.openingPrice + lot.minBidIncrements);
    await until(() => events.some((e) => e.event === LiveEvent.BidPlaced));
    expect(warnings.some((w) => w.includes('malformed frame ignored'))).toBe(true);
  });

  it('keep-alive: a ping is answered with Pong on this tab', async () => {
    const lot = liveAutoLot();
    store.follow([{ id: lot.id, amount: 0 }]);
    await until(() => events.some((e) => e.event === LiveEvent.Connect));
    store.stream.sendPing();
    await until(() => events.some((e) => e.event === LiveEvent.Pong));
  });

  /** A store whose info log (the token-expired note) is collected in `infos`. */
  const noted = (infos: string[]) =>
    new LiveStore({
      role: 'bidder',
      transport,
      backoff: { baseMs: 20, maxMs: 50 },
      pingMs: 0,
      log: { info: (m) => infos.push(m), warn: () => {} },
    });

  it('with no access token and no refresh token: the token-expired note, offline, not retried', async () => {
    const lot = liveAutoLot();
    clearCookie('accessToken');
    clearCookie('refreshToken');
    const infos: string[] = [];
    const s = noted(infos);
    s.follow([{ id: lot.id, amount: 0 }]);
    await until(() => s.getStatus() === 'offline');
    expect(infos.join(' ')).toMatch(/access token expired/);
    s.close();
  });

  it('access cookie gone but a refresh token: refreshes, then connects', async () => {
    const lot = liveAutoLot();
    clearCookie('accessToken');
    const infos: string[] = [];
    const s = noted(infos);
    const seen: LiveMessage[] = [];
    s.onMessage((m) => seen.push(m));
    s.follow([{ id: lot.id, amount: 0 }]);
    await until(() => seen.some((e) => e.event === LiveEvent.Connect));
    expect(getAccessToken()).toBeTruthy();
    expect(s.getStatus()).toBe('connected');
    expect(infos.join(' ')).not.toMatch(/access token expired/);
    s.close();
  });

  it('a token endpoint failing with 503 is retried, not taken for a sign-out', async () => {
    const lot = liveAutoLot();
    await post('/__sim/faults', { match: '/connect/token', status: 503, count: 2 });
    clearCookie('accessToken');
    const infos: string[] = [];
    const s = noted(infos);
    const seen: LiveMessage[] = [];
    s.onMessage((m) => seen.push(m));
    s.follow([{ id: lot.id, amount: 0 }]);
    await until(() => seen.some((e) => e.event === LiveEvent.Connect));
    expect(infos.join(' ')).not.toMatch(/access token expired/);
    s.close();
  });

  it('a stream ended as Unauthenticated refreshes the token and reconnects', async () => {
    const lot = liveAutoLot();
    store.follow([{ id: lot.id, amount: 0 }]);
    await until(() => events.some((e) => e.event === LiveEvent.Connect));
    const before = getAccessToken();
    // The server no longer accepts the token the page holds; then the network drops the stream.
    await post('/__sim/tokens/expire');
    await post('/__sim/stream/drop');
    events.length = 0;
    await until(() => events.some((e) => e.event === LiveEvent.Connect));
    expect(warnings.join(' ')).toMatch(/status 16/);
    expect(getAccessToken()).not.toBe(before);
    expect(store.getStatus()).toBe('connected');
  });

  it('a refused refresh: the token-expired note and offline, with no reconnect loop', async () => {
    const lot = liveAutoLot();
    const infos: string[] = [];
    const s = noted(infos);
    const seen: LiveMessage[] = [];
    s.onMessage((m) => seen.push(m));
    s.follow([{ id: lot.id, amount: 0 }]);
    await until(() => seen.some((e) => e.event === LiveEvent.Connect));
    document.cookie = 'refreshToken=revoked; path=/';
    clearCookie('accessToken');
    await post('/__sim/stream/drop');
    await until(() => s.getStatus() === 'offline');
    expect(infos.join(' ')).toMatch(/access token expired/);
    const subscribes = seen.length;
    await new Promise((r) => setTimeout(r, 200));
    expect(s.getStatus()).toBe('offline');
    expect(seen).toHaveLength(subscribes);
    s.close();
  });

  it('the joined-lots call lists what the bidder follows', async () => {
    const lot = liveAutoLot();
    const profile = db.purchaseProfiles.find(
      (p) => db.users.find((u) => u.userName === 'bidder')?.id === p.bidderId,
    )!;
    await http.post(`/api/auctions/${lot.auctionId}/${lot.id}/bidders`, {
      amount: 50000,
      purchaseProfileId: profile.id,
      type: 'online',
    });
    const rows = (await http.get(`/api/bidders/grpc/${Date.now()}`)).data as {
      lotId: number;
      amount: number;
    }[];
    expect(rows).toEqual([expect.objectContaining({ lotId: lot.id, amount: 50000 })]);
  });
});
