import { emptyLot } from '../../src/live/reducer';
import { isRunning, lotStatus, lotView, sameStatus, type LotFacts } from '../../src/live/lotView';
import type { LiveLot } from '../../src/live/types';

const rest: LotFacts = {
  minBidIncrements: 100,
  startedTime: null,
  stoppedTime: null,
  stopTime: '2026-11-22T16:00:00.000Z',
  bids: [{ id: 1, amount: 1100, paddleNumber: 102, createdDate: '2026-11-22T15:01:00.000Z' }],
  winnerId: null,
  winnerPaddle: null,
  nextLotId: 8,
};

const streamed = (over: Partial<LiveLot> = {}): LiveLot => ({
  ...emptyLot(7),
  latestEvent: 4,
  lotInfo: {
    id: 7,
    startedTime: '2026-11-22T15:00:00.000Z',
    stopTime: '2026-11-22T16:02:00.000Z',
    stoppedTime: null,
    winner: null,
    nextId: null,
    stopAlertElapsedSeconds: 0,
  },
  bidList: [
    {
      id: 2,
      amount: 1200,
      paddleNumber: 101,
      createdDate: '2026-11-22T15:02:00.000Z',
      bidderId: 9,
      userName: 'me',
    },
  ],
  minBidIncrements: 50,
  stopAlertAt: 123,
  ...over,
});

describe('lotView: the server facts with the live state on top', () => {
  it('uses the server facts until the stream delivered the lot', () => {
    for (const live of [null, emptyLot(7)]) {
      const v = lotView(rest, live);
      expect(v).toMatchObject({
        started: false,
        stopped: false,
        live: false,
        increment: 100,
        stopTime: rest.stopTime,
        stopAlertAt: null,
        nextLotId: 8,
      });
      expect(v.latestBid?.amount).toBe(1100);
      expect(isRunning(v)).toBe(false);
    }
  });

  it('takes the stream’s lot info, bids, increment and alert once they arrive', () => {
    const v = lotView(rest, streamed());
    expect(v).toMatchObject({
      started: true,
      stopped: false,
      stopTime: '2026-11-22T16:02:00.000Z',
      increment: 50,
      stopAlertAt: 123,
      live: true,
      nextLotId: 8,
    });
    expect(v.bids.map((b) => b.id)).toEqual([2]);
    expect(v.latestBid?.amount).toBe(1200);
    expect(isRunning(v)).toBe(true);
  });

  it('keeps the server bids while the stream has none', () => {
    expect(lotView(rest, streamed({ bidList: [] })).bids).toBe(rest.bids);
  });

  it('a lot the server already knows as started or stopped stays so', () => {
    const v = lotView({ ...rest, startedTime: 'a', stoppedTime: 'b', winnerPaddle: 104 }, null);
    expect(v).toMatchObject({ started: true, stopped: true, winnerPaddle: 104 });
    expect(isRunning(v)).toBe(false);
  });

  it('the stream’s winner and next lot win over the server’s', () => {
    const live = streamed({
      lotWinner: 9,
      lotInfo: {
        ...streamed().lotInfo!,
        stoppedTime: '2026-11-22T16:03:00.000Z',
        winner: { id: 9, bid: 1200, paddleNumber: 101, createdDate: '2026-11-22T16:03:00.000Z' },
        nextId: 12,
      },
    });
    expect(lotView({ ...rest, winnerPaddle: 104 }, live)).toMatchObject({
      stopped: true,
      winnerId: 9,
      winnerPaddle: 101,
      nextLotId: 12,
    });
  });
});

describe('lotStatus', () => {
  it('is the view without the bids, and a new bid does not change it', () => {
    const before = lotStatus(rest, streamed());
    const after = lotStatus(
      rest,
      streamed({ bidList: [{ ...streamed().bidList[0], id: 3, amount: 1300 }] }),
    );
    expect(before).not.toHaveProperty('bids');
    expect(sameStatus(before, after)).toBe(true);
  });

  it('changes when the lot stops or the alert starts', () => {
    const running = lotStatus(rest, streamed());
    expect(sameStatus(running, lotStatus(rest, streamed({ stopAlertAt: 456 })))).toBe(false);
    expect(sameStatus(running, lotStatus({ ...rest, stoppedTime: 'x' }, streamed()))).toBe(false);
  });

  it('compares only the parts asked for: a reconnect leaves started and stopped alone', () => {
    const loaded = { ...rest, startedTime: '2026-11-22T15:00:00.000Z' };
    const running = lotStatus(loaded, streamed());
    const reconnecting = lotStatus(loaded, null);
    expect(sameStatus(running, reconnecting)).toBe(false);
    expect(sameStatus(running, reconnecting, ['started', 'stopped'])).toBe(true);
    const stopped = lotStatus({ ...loaded, stoppedTime: 'x' }, streamed());
    expect(sameStatus(running, stopped, ['started', 'stopped'])).toBe(false);
  });
});
