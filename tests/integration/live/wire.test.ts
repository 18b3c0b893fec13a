import { http } from '../../../src/api/http';
import { LiveEvent } from '../../../src/live/events';
import { LiveStore } from '../../../src/live/store';
import type { LiveMessage } from '../../../src/live/types';
import { db } from '../../../src/mocks/db';
import { jsdomTransport } from '../../liveTransport';
import { signInAs } from '../../render';
import { bidAs, post, until } from '../../simApi';

const transport = jsdomTransport;

const liveAutoLot = () => {
  const auction = db.auctions.find((a) => a.startType === 'Auto' && a.isOpen && !a.isTest)!;
  return db.lots.find((l) => l.auctionId === auction.id && l.status === 'Listed')!;
};

describe('live stream over grpc-web (simulator ↔ client)', () => {
  let store: LiveStore;
  let events: LiveMessage[];
  let warnings: string[];

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

  it('with no access token the stream is refused and not retried', async () => {
    const lot = liveAutoLot();
    document.cookie = 'accessToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const infos: string[] = [];
    const s = new LiveStore({
      role: 'bidder',
      transport,
      backoff: { baseMs: 20, maxMs: 50 },
      pingMs: 0,
      log: { info: (m) => infos.push(m), warn: () => {} },
    });
    s.follow([{ id: lot.id, amount: 0 }]);
    await until(() => s.getStatus() === 'offline');
    expect(infos.join(' ')).toMatch(/access token expired/);
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
