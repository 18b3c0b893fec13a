// @vitest-environment jsdom
import { placeBid } from '../../src/api/joining';
import { placeBidFor } from '../../src/api/liveControl';
import { storeSession } from '../../src/lib/session';
import { IDEMPOTENCY_HEADER } from '../../src/lib/upload';
import { setNotifier } from '../../src/lib/notify';
import { db } from '../../src/mocks/db';
import { addFault } from '../../src/mocks/faults';
import { auctionOf, joinLot, minimumBid } from '../../src/mocks/live/engine';
import { server } from '../../src/mocks/node';
import { expireAllAccessTokens } from '../../src/mocks/tokens';
import { demoToken } from '../demoToken';
import { liveLot, userNamed } from '../simApi';

/** A lot running now, its bidder joined with a deposit. */
function joinedLot(userName = 'bidder') {
  const lot = liveLot('Manual');
  const bidder = userNamed(userName);
  const profile = db.purchaseProfiles.find((p) => p.bidderId === bidder.id)!.id;
  joinLot(lot, bidder, 100_000, profile, 'online');
  return lot;
}

const bidsOn = (lotId: number) => db.bids.filter((b) => b.lotId === lotId);

/** A bid as a demo account, named by `key`. */
async function bidWithKey(userName: string, path: string, body: unknown, key: string) {
  const tok = await demoToken(userName, { deviceId: userName });
  const res = await fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${tok.access_token}`,
      'Content-Type': 'application/json',
      [IDEMPOTENCY_HEADER]: key,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { id?: number; message?: string } };
}

/** The idempotency keys of the requests to `path` while `fn` runs. */
async function keysSentTo(path: string, fn: () => Promise<unknown>) {
  const keys: (string | null)[] = [];
  const seen = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) keys.push(request.headers.get(IDEMPOTENCY_HEADER));
  };
  server.events.on('request:start', seen);
  try {
    await fn();
  } finally {
    server.events.removeListener('request:start', seen);
  }
  return keys;
}

describe('a bid sent again with its idempotency key', () => {
  it('is placed once, and answered as the first time', async () => {
    const lot = joinedLot();
    const path = `/api/auctions/${lot.auctionId}/lots/${lot.id}/bids`;
    const body = { amount: minimumBid(lot) };
    const first = await bidWithKey('bidder', path, body, 'bid-1');
    const again = await bidWithKey('bidder', path, body, 'bid-1');
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(bidsOn(lot.id)).toHaveLength(1);
  });

  it('is placed once when both sends arrive together', async () => {
    const lot = joinedLot();
    const path = `/api/auctions/${lot.auctionId}/lots/${lot.id}/bids`;
    const body = { amount: minimumBid(lot) };
    const [a, b] = await Promise.all([
      bidWithKey('bidder', path, body, 'bid-2'),
      bidWithKey('bidder', path, body, 'bid-2'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.id).toBe(b.body.id);
    expect(bidsOn(lot.id)).toHaveLength(1);
  });

  it('while the first send is still under way (its sender gave up waiting), gets its answer', async () => {
    const lot = joinedLot();
    const path = `/api/auctions/${lot.auctionId}/lots/${lot.id}/bids`;
    const body = { amount: minimumBid(lot) };
    addFault({ match: path, delayMs: 300 });
    const slow = bidWithKey('bidder', path, body, 'bid-3');
    await new Promise((r) => setTimeout(r, 50));
    const again = await bidWithKey('bidder', path, body, 'bid-3');
    const first = await slow;
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.id).toBe(first.body.id);
    expect(bidsOn(lot.id)).toHaveLength(1);
  });

  it('placed for a bidder by the room, is placed once', async () => {
    const lot = joinedLot('bidder2');
    expect(auctionOf(lot)?.companyId).toBe(userNamed('auctioneer').companyId);
    const path = `/api/auctions/${lot.auctionId}/lots/${lot.id}/bids/placebid`;
    const body = { amount: minimumBid(lot), bidderId: userNamed('bidder2').id };
    const first = await bidWithKey('auctioneer', path, body, 'room-1');
    const again = await bidWithKey('auctioneer', path, body, 'room-1');
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(bidsOn(lot.id)).toHaveLength(1);
  });
});

describe('the keys the app sends with bids', () => {
  beforeEach(async () => {
    setNotifier({ notice: () => {}, toast: () => {} });
    storeSession(await demoToken('bidder'));
  });
  afterEach(() => setNotifier(null));

  it('a fresh key for each bid the user places', async () => {
    const lot = joinedLot();
    const path = `/api/auctions/${lot.auctionId}/lots/${lot.id}/bids`;
    const keys = await keysSentTo(path, async () => {
      await placeBid(lot.auctionId!, lot.id, minimumBid(lot));
      // The second is refused (the bidder holds the highest bid): it is still a bid of its own.
      await placeBid(lot.auctionId!, lot.id, minimumBid(lot)).catch(() => {});
    });
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => typeof k === 'string' && k.length >= 32)).toBe(true);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('the same key when the client sends the bid again itself, and one bid', async () => {
    const lot = joinedLot();
    const path = `/api/auctions/${lot.auctionId}/lots/${lot.id}/bids`;
    expireAllAccessTokens();
    const keys = await keysSentTo(path, () => placeBid(lot.auctionId!, lot.id, minimumBid(lot)));
    // Refused as expired, then sent again after the token refresh.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(bidsOn(lot.id)).toHaveLength(1);
  });

  it('the room sends a fresh key with each bid it places for a bidder', async () => {
    storeSession(await demoToken('auctioneer'));
    const lot = joinedLot('bidder2');
    const path = `/api/auctions/${lot.auctionId}/lots/${lot.id}/bids/placebid`;
    const bidder = userNamed('bidder2').id;
    const keys = await keysSentTo(path, async () => {
      await placeBidFor(lot.auctionId!, lot.id, bidder, minimumBid(lot));
      await placeBidFor(lot.auctionId!, lot.id, bidder, minimumBid(lot)).catch(() => {});
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
  });
});
