import { LiveEvent } from '../../../src/live/events';
import { GrpcCode, MAX_RECONNECTS } from '../../../src/live/retry';
import { LiveStore } from '../../../src/live/store';
import type { SubscriberRoleName } from '../../../src/live/stream';
import type { LiveMessage } from '../../../src/live/types';
import { db } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { jsdomTransport } from '../../liveTransport';
import { signInAs } from '../../render';
import { post, until } from '../../simApi';

const SUBSCRIBE = '/auction.AuctionSubscription/Subscribe';

const runningLot = () => {
  const auction = db.auctions.find((a) => a.startType === 'Manual' && a.isOpen && !a.isTest)!;
  return db.lots.find((l) => l.auctionId === auction.id && l.status === 'Listed')!;
};

/** Counts the Subscribe calls the page makes while the test runs, and when each went out. */
function countSubscribes() {
  const seen = { count: 0, at: [] as number[] };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname !== SUBSCRIBE) return;
    seen.count++;
    seen.at.push(performance.now());
  };
  server.events.on('request:start', listener);
  return { seen, done: () => server.events.removeListener('request:start', listener) };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a live stream that cannot heal stops and says why; one that can is retried a bounded number of times', () => {
  let store: LiveStore;
  let events: LiveMessage[];
  let calls: ReturnType<typeof countSubscribes>;
  const open = (role: SubscriberRoleName) => {
    // The backoff of the screen tests: 20 ms doubling up to 200 ms.
    store = new LiveStore(
      { role, transport: jsdomTransport, pingMs: 0, log: { info: () => {}, warn: () => {} } },
      { warn: () => {} },
    );
    store.onMessage((m) => events.push(m));
    return store;
  };

  beforeEach(() => {
    events = [];
    calls = countSubscribes();
  });
  afterEach(() => {
    store.close();
    calls.done();
  });

  it('PermissionDenied (a client as the control room): stops at once, one Subscribe, the reason kept', async () => {
    await signInAs('client');
    open('auctioneer').follow([{ id: runningLot().id, amount: 0 }]);
    await until(() => store.getStatus() === 'stopped');
    expect(store.getStop()).toEqual({
      reason: 'permission',
      code: GrpcCode.PermissionDenied,
      message: 'You have no permission to complete the request!',
    });
    // Long enough for several reconnects at this backoff: none comes.
    await pause(1000);
    expect(calls.seen.count).toBe(1);
    expect(store.getStatus()).toBe('stopped');
  });

  it('NotFound (a lot that no longer exists): stops at once', async () => {
    await signInAs('bidder');
    const missing = Math.max(...db.lots.map((l) => l.id)) + 1;
    open('bidder').follow([{ id: missing, amount: 0 }]);
    await until(() => store.getStatus() === 'stopped');
    expect(store.getStop()).toMatchObject({ reason: 'notFound', code: GrpcCode.NotFound });
    await pause(500);
    expect(calls.seen.count).toBe(1);
  });

  it('Unavailable again and again: retried MAX_RECONNECTS times, then stops; a retry by hand connects', async () => {
    await signInAs('bidder');
    await post('/__sim/faults', { match: SUBSCRIBE, status: 503, count: 100 });
    open('bidder').follow([{ id: runningLot().id, amount: 0 }]);
    await until(() => store.getStatus() === 'stopped', 10_000);
    expect(store.getStop()).toMatchObject({ reason: 'gaveUp', code: GrpcCode.Unavailable });
    expect(calls.seen.count).toBe(1 + MAX_RECONNECTS);
    await pause(500);
    expect(calls.seen.count).toBe(1 + MAX_RECONNECTS);

    await fetch('http://localhost/__sim/faults', { method: 'DELETE' });
    store.reconnect();
    expect(store.getStop()).toBeNull();
    await until(() => events.some((e) => e.event === LiveEvent.Connect));
    expect(store.getStatus()).toBe('connected');
  });

  it('a message in between starts a new run: drops that reconnect never add up to a stop', async () => {
    await signInAs('bidder');
    open('bidder').follow([{ id: runningLot().id, amount: 0 }]);
    for (let i = 0; i < MAX_RECONNECTS + 2; i++) {
      await until(() => store.getStatus() === 'connected' && events.length > 0);
      events.length = 0;
      await post('/__sim/stream/drop');
    }
    await until(() => store.getStatus() === 'connected' && events.length > 0);
    expect(store.getStop()).toBeNull();
  });

  it('ResourceExhausted is retried, more slowly, until the server takes the stream', async () => {
    await signInAs('bidder');
    await post('/__sim/faults', { match: SUBSCRIBE, status: 429, count: 2 });
    open('bidder').follow([{ id: runningLot().id, amount: 0 }]);
    await until(() => events.some((e) => e.event === LiveEvent.Connect), 5000);
    expect(calls.seen.count).toBe(3);
    expect(store.getStop()).toBeNull();
    // Five times the base (20 ms), jittered by half at most: 50 ms, then 100 ms at least.
    expect(calls.seen.at[2] - calls.seen.at[0]).toBeGreaterThanOrEqual(150);
  });
});
