import { compareInstants, instantOf, isBefore } from '../../src/lib/instants';
import { LiveEvent } from '../../src/live/events';
import { liveReducer } from '../../src/live/reducer';
import type { LiveLots, LiveMessage } from '../../src/live/types';

describe('timestamps compared as instants', () => {
  // [earlier, later]: pairs whose text order is wrong or meaningless.
  it.each([
    ['2026-11-23T10:00:00Z', '2026-11-23T10:00:00.1Z'],
    ['2026-11-23T10:00:00.1Z', '2026-11-23T10:00:00.12Z'],
    ['2026-11-23T10:00:00.123Z', '2026-11-23T10:00:00.5Z'],
    ['2026-11-23T10:00:00.9Z', '2026-11-23T10:00:01Z'],
    ['2026-11-23T10:30:00Z', '2026-11-23T10:15:00-01:00'],
    ['2026-11-23T05:59:59.999-05:00', '2026-11-23T11:00:00Z'],
  ])('%s is before %s', (earlier, later) => {
    expect(compareInstants(earlier, later)).toBeLessThan(0);
    expect(compareInstants(later, earlier)).toBeGreaterThan(0);
    expect(isBefore(earlier, later)).toBe(true);
    expect(isBefore(later, earlier)).toBe(false);
  });

  it.each([
    ['2026-11-23T10:00:00.5Z', '2026-11-23T10:00:00.500Z'],
    ['2026-11-23T10:00:00Z', '2026-11-23T10:00:00.000Z'],
    ['2026-11-23T11:00:00.25+01:00', '2026-11-23T10:00:00.250Z'],
  ])('%s and %s are the same instant', (a, b) => {
    expect(compareInstants(a, b)).toBe(0);
    expect(isBefore(a, b)).toBe(false);
  });

  it('unreadable or missing times sort first and are never "before"', () => {
    expect(instantOf(null)).toBeNaN();
    expect(instantOf('soon')).toBeNaN();
    expect(compareInstants(null, '2026-11-23T10:00:00Z')).toBeLessThan(0);
    expect(compareInstants('2026-11-23T10:00:00Z', 'soon')).toBeGreaterThan(0);
    expect(compareInstants(undefined, 'soon')).toBe(0);
    expect(isBefore(null, '2026-11-23T10:00:00Z')).toBe(false);
    expect(isBefore('2026-11-23T10:00:00Z', null)).toBe(false);
  });
});

describe('the live reducer with timestamps of mixed precision', () => {
  const message = (event: number, over: Partial<LiveMessage>): LiveMessage => ({
    id: 'm',
    event,
    lot: {
      id: 1,
      startedTime: '2026-11-23T09:00:00Z',
      stopTime: null,
      stoppedTime: null,
      winner: null,
      nextId: null,
      stopAlertElapsedSeconds: 0,
    },
    bidder: null,
    biddersList: [],
    errorMsg: '',
    priorBids: [],
    serverDateTime: null,
    minBidIncrements: null,
    ...over,
  });
  const bid = (id: number, createdDate: string) =>
    message(LiveEvent.BidPlaced, {
      bidder: { id: 1, userName: 'u1', paddleNumber: 101, bid: { id, amount: id, createdDate } },
      serverDateTime: createdDate,
    });
  const run = (...messages: LiveMessage[]) =>
    messages.reduce<LiveLots>(
      (s, m) => liveReducer(s, { type: 'message', message: m }),
      liveReducer({}, { type: 'track', lotIds: [1] }),
    );

  it('orders bids by time, whatever the number of fraction digits', () => {
    const s = run(
      bid(1, '2026-11-23T10:00:00Z'),
      bid(3, '2026-11-23T10:00:00.12Z'),
      bid(2, '2026-11-23T10:00:00.1Z'),
      bid(4, '2026-11-23T10:00:00.5Z'),
    );
    expect(s[1].bidList.map((b) => b.id)).toEqual([4, 3, 2, 1]);
    expect(s[1].latestBid?.id).toBe(4);
  });

  it('a bid seen again with its time written differently stays one bid', () => {
    const s = run(bid(7, '2026-11-23T10:00:00.5Z'), bid(7, '2026-11-23T10:00:00.500Z'));
    expect(s[1].bidList).toHaveLength(1);
  });

  it('keeps the newer lot state when an older one arrives written with fewer digits', () => {
    const stopped = message(LiveEvent.LotStopped, {
      lot: {
        id: 1,
        startedTime: '2026-11-23T09:00:00Z',
        stopTime: '2026-11-23T10:00:00.12Z',
        stoppedTime: '2026-11-23T10:00:00.12Z',
        winner: null,
        nextId: null,
        stopAlertElapsedSeconds: 0,
      },
      serverDateTime: '2026-11-23T10:00:00.12Z',
    });
    // 10:00:00.1 is earlier than 10:00:00.12, though '.1Z' sorts after '.12Z' as text.
    const late = message(LiveEvent.LotStarted, { serverDateTime: '2026-11-23T10:00:00.1Z' });
    const s = run(stopped, late);
    expect(s[1].lotInfo?.stoppedTime).toBe('2026-11-23T10:00:00.12Z');
    // A state from a later instant still applies.
    const newer = message(LiveEvent.LotStarted, { serverDateTime: '2026-11-23T10:00:01Z' });
    expect(run(stopped, newer)[1].lotInfo?.stoppedTime).toBeNull();
  });
});
