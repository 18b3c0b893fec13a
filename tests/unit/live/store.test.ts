import { afterEach, beforeEach, vi } from 'vitest';
import { LiveEvent } from '../../../src/live/events';
import { FLUSH_FALLBACK_MS, LiveStore, MAX_QUEUED } from '../../../src/live/store';
import type { LiveMessage } from '../../../src/live/types';

/** A hidden tab: animation frames are requested but never come. */
function hideTab() {
  vi.stubGlobal('requestAnimationFrame', () => 1);
  vi.stubGlobal('cancelAnimationFrame', () => {});
  vi.stubGlobal('document', { hidden: true });
}

describe('live store in a background tab', () => {
  let store: LiveStore;

  beforeEach(() => {
    vi.useFakeTimers();
    hideTab();
    store = new LiveStore({ role: 'bidder', pingMs: 0 });
    // Only the store's queue is under test: the stream does not open.
    vi.spyOn(store.stream, 'follow').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('applies queued updates on a timer when no animation frame comes', () => {
    store.follow([{ id: 7, amount: 0 }]);
    expect(store.getState()[7]).toBeUndefined();
    vi.advanceTimersByTime(FLUSH_FALLBACK_MS);
    expect(store.getState()[7]).toBeDefined();
  });

  it('never holds more than MAX_QUEUED updates, even when timers are throttled', () => {
    for (let id = 1; id <= MAX_QUEUED; id++) store.follow([{ id, amount: 0 }]);
    // No timer ran: the full queue was applied at once.
    expect(Object.keys(store.getState())).toHaveLength(MAX_QUEUED);
  });
});

describe('live store in a visible tab', () => {
  let store: LiveStore;
  let frame: (() => void) | null;
  const warnings: string[] = [];
  const T = (s: number) => new Date(Date.UTC(2026, 10, 22, 15, 0, s)).toISOString();
  const bid = (id: number): LiveMessage => ({
    id: `m${id}`,
    event: LiveEvent.BidPlaced,
    lot: {
      id: 7,
      startedTime: T(0),
      stopTime: null,
      stoppedTime: null,
      winner: null,
      nextId: null,
      stopAlertElapsedSeconds: 0,
    },
    bidder: {
      id: 1,
      userName: 'u1',
      paddleNumber: 101,
      bid: { id, amount: id * 100, createdDate: T(id) },
    },
    biddersList: [],
    errorMsg: '',
    priorBids: [],
    serverDateTime: T(id),
    minBidIncrements: null,
  });
  /** A message from the stream, as the transport hands it over. */
  const deliver = (m: LiveMessage) =>
    (store as unknown as { receive(m: LiveMessage): void }).receive(m);
  const queued = () => (store as unknown as { queue: unknown[] }).queue.length;

  beforeEach(() => {
    frame = null;
    warnings.length = 0;
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => ((frame = cb), 1));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    store = new LiveStore({ role: 'bidder', pingMs: 0 }, { warn: (m: string) => warnings.push(m) });
    vi.spyOn(store.stream, 'follow').mockImplementation(() => {});
  });
  afterEach(() => {
    store.close();
    vi.unstubAllGlobals();
  });

  it("reduces each task's messages when the task ends, and the frame only publishes them", async () => {
    const renders = vi.fn();
    store.subscribe(renders);
    store.follow([{ id: 7, amount: 0 }]);
    deliver(bid(1));
    deliver(bid(2));
    await Promise.resolve();
    // Reduced at the end of the decoding task, not yet shown.
    expect(queued()).toBe(0);
    expect(store.getState()[7]).toBeUndefined();
    deliver(bid(3));
    await Promise.resolve();
    expect(queued()).toBe(0);
    expect(renders).not.toHaveBeenCalled();

    frame!();
    expect(renders).toHaveBeenCalledTimes(1);
    expect(store.getState()[7].bidList.map((b) => b.id)).toEqual([3, 2, 1]);
    // A lot tracked in an earlier task and not yet shown takes its messages without a warning.
    expect(warnings).toEqual([]);
  });
});
