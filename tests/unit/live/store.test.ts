import { afterEach, beforeEach, vi } from 'vitest';
import { FLUSH_FALLBACK_MS, LiveStore, MAX_QUEUED } from '../../../src/live/store';

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
