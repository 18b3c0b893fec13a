import { LiveEvent } from '../../../src/live/events';
import { Event as ProtoEvent } from '../../../src/live/gen/auction';
import {
  emptyLot,
  ignoreReason,
  insertBid,
  liveReducer,
  reduceAll,
  type LiveAction,
} from '../../../src/live/reducer';
import type { LiveBid, LiveBidderEntry, LiveLots, LiveMessage } from '../../../src/live/types';

let seq = 0;
const T = (s: number) => new Date(Date.UTC(2026, 10, 22, 15, 0, s)).toISOString();

/** Lot info of lot 1, started at T(1), with `over` on top. */
const info1 = (over: Partial<NonNullable<LiveMessage['lot']>> = {}) => ({
  id: 1,
  startedTime: T(1),
  stopTime: null,
  stoppedTime: null,
  winner: null,
  nextId: null,
  stopAlertElapsedSeconds: 0,
  ...over,
});

function msg(event: number, lotId: number, over: Partial<LiveMessage> = {}): LiveMessage {
  return {
    id: `m${++seq}`,
    event,
    lot: {
      id: lotId,
      startedTime: null,
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
    serverDateTime: T(seq),
    minBidIncrements: null,
    ...over,
  };
}

function entry(id: number, over: Partial<LiveBidderEntry> = {}): LiveBidderEntry {
  return {
    id,
    paddleNumber: 100 + id,
    firstName: `F${id}`,
    lastName: `L${id}`,
    userName: `u${id}`,
    maxBidAmount: 5000,
    enteredDate: T(0),
    leftDate: null,
    lastBid: null,
    wins: [],
    ...over,
  };
}

function bidMsg(lotId: number, bidId: number, amount: number, at: number, bidderId = 1) {
  return msg(LiveEvent.BidPlaced, lotId, {
    bidder: {
      id: bidderId,
      userName: `u${bidderId}`,
      paddleNumber: 100 + bidderId,
      bid: { id: bidId, amount, createdDate: T(at) },
    },
  });
}

const run = (state: LiveLots, ...messages: LiveMessage[]) =>
  messages.reduce((s, message) => liveReducer(s, { type: 'message', message }), state);
const tracked = (...ids: number[]) => liveReducer({}, { type: 'track', lotIds: ids });

describe('live events', () => {
  it('numbers the events 0-14 exactly like the proto contract', () => {
    const names = Object.keys(LiveEvent);
    expect(names).toHaveLength(15);
    for (const name of names)
      expect(LiveEvent[name as keyof typeof LiveEvent]).toBe(
        ProtoEvent[name as keyof typeof ProtoEvent],
      );
    expect(Object.values(LiveEvent)).toEqual([...Array(15).keys()]);
  });
});

describe('liveReducer', () => {
  it('Connect splits bidders into active and left, flags spectators and pre-registered, sets the next lot', () => {
    const s = run(
      tracked(1),
      msg(LiveEvent.Connect, 1, {
        lot: {
          id: 1,
          startedTime: null,
          stopTime: null,
          stoppedTime: null,
          winner: null,
          nextId: 2,
          stopAlertElapsedSeconds: 0,
        },
        biddersList: [
          entry(1),
          entry(2, { maxBidAmount: 0 }),
          entry(3, { maxBidAmount: -1 }),
          entry(4, { leftDate: T(1) }),
        ],
        minBidIncrements: 250,
      }),
    );
    const lot = s[1];
    expect(lot.activeBidders.map((b) => b.id)).toEqual([1, 2, 3]);
    expect(lot.leftBidders.map((b) => b.id)).toEqual([4]);
    expect(lot.activeBidders.map((b) => [b.isSpectator, b.isPreRegistered])).toEqual([
      [false, false],
      [true, false],
      [false, true],
    ]);
    expect(lot.nextLotId).toBe(2);
    expect(lot.minBidIncrements).toBe(250);
    expect(lot.latestEvent).toBe(LiveEvent.Connect);
  });

  it('BidderJoined puts the bidder at the top of active and out of left', () => {
    let s = run(
      tracked(1),
      msg(LiveEvent.Connect, 1, { biddersList: [entry(1), entry(2, { leftDate: T(1) })] }),
    );
    s = run(s, msg(LiveEvent.BidderJoined, 1, { biddersList: [entry(2)] }));
    expect(s[1].activeBidders.map((b) => b.id)).toEqual([2, 1]);
    expect(s[1].leftBidders).toEqual([]);
    // joining twice keeps one entry
    s = run(s, msg(LiveEvent.BidderJoined, 1, { biddersList: [entry(2)] }));
    expect(s[1].activeBidders.map((b) => b.id)).toEqual([2, 1]);
  });

  it('BidderLeft moves the bidder to left', () => {
    let s = run(tracked(1), msg(LiveEvent.Connect, 1, { biddersList: [entry(1), entry(2)] }));
    s = run(s, msg(LiveEvent.BidderLeft, 1, { biddersList: [entry(2, { leftDate: T(9) })] }));
    expect(s[1].activeBidders.map((b) => b.id)).toEqual([1]);
    expect(s[1].leftBidders.map((b) => [b.id, b.leftDate])).toEqual([[2, T(9)]]);
  });

  it('ChangeAmount updates the max amount and the flags', () => {
    let s = run(
      tracked(1),
      msg(LiveEvent.Connect, 1, { biddersList: [entry(1, { maxBidAmount: 0 })] }),
    );
    expect(s[1].activeBidders[0].isSpectator).toBe(true);
    s = run(s, msg(LiveEvent.ChangeAmount, 1, { biddersList: [entry(1, { maxBidAmount: 9000 })] }));
    expect(s[1].activeBidders[0]).toMatchObject({ maxBidAmount: 9000, isSpectator: false });
  });

  it('LotStarted refreshes lot info and pre-registered bidders become spectators', () => {
    let s = run(
      tracked(1),
      msg(LiveEvent.Connect, 1, { biddersList: [entry(3, { maxBidAmount: -1 })] }),
    );
    s = run(
      s,
      msg(LiveEvent.LotStarted, 1, {
        lot: {
          id: 1,
          startedTime: T(5),
          stopTime: T(600),
          stoppedTime: null,
          winner: null,
          nextId: 2,
          stopAlertElapsedSeconds: 0,
        },
      }),
    );
    expect(s[1].lotInfo?.startedTime).toBe(T(5));
    expect(s[1].activeBidders[0]).toMatchObject({ isPreRegistered: false, isSpectator: true });
  });

  it('each new bid goes to the head of the bid list; latest bid and the bidder last bid follow', () => {
    let s = run(tracked(1), msg(LiveEvent.Connect, 1, { biddersList: [entry(1), entry(2)] }));
    s = run(s, bidMsg(1, 10, 1000, 1, 1), bidMsg(1, 11, 1100, 2, 2));
    expect(s[1].bidList.map((b) => b.id)).toEqual([11, 10]);
    expect(s[1].latestBid).toMatchObject({ id: 11, amount: 1100, paddleNumber: 102 });
    expect(s[1].activeBidders.find((b) => b.id === 2)?.lastBid).toEqual({ lotId: 1, amount: 1100 });
  });

  it('a bid seen twice appears once', () => {
    const b = bidMsg(1, 10, 1000, 1);
    const s = run(tracked(1), b, { ...b, id: 'again' }, b);
    expect(s[1].bidList).toHaveLength(1);
  });

  it('an older bid arriving late is placed by time, not at the head', () => {
    const s = run(
      tracked(1),
      bidMsg(1, 12, 1200, 3),
      bidMsg(1, 10, 1000, 1),
      bidMsg(1, 11, 1100, 2),
    );
    expect(s[1].bidList.map((b) => b.id)).toEqual([12, 11, 10]);
    expect(s[1].latestBid?.id).toBe(12);
  });

  it('older lot info never overwrites newer (out-of-order delivery)', () => {
    const stopped = msg(LiveEvent.LotStopped, 1, {
      lot: {
        id: 1,
        startedTime: T(1),
        stopTime: T(9),
        stoppedTime: T(9),
        winner: { id: 2, bid: 1100, paddleNumber: 102, createdDate: T(8) },
        nextId: 2,
        stopAlertElapsedSeconds: 0,
      },
    });
    const stale = { ...bidMsg(1, 13, 1300, 4), serverDateTime: T(0) };
    const s = run(tracked(1), stopped, stale);
    expect(s[1].lotInfo?.stoppedTime).toBe(T(9));
    expect(s[1].lotWinner).toBe(2);
  });

  it('LotStopping and StoppingCancelled refresh lot info', () => {
    let s = run(
      tracked(1),
      msg(LiveEvent.LotStopping, 1, {
        lot: info1({ stopAlertElapsedSeconds: 3 }),
      }),
    );
    expect(s[1].lotInfo?.stopAlertElapsedSeconds).toBe(3);
    expect(s[1].latestEvent).toBe(LiveEvent.LotStopping);
    s = run(
      s,
      msg(LiveEvent.StoppingCancelled, 1, {
        lot: info1(),
      }),
    );
    expect(s[1].lotInfo?.stopAlertElapsedSeconds).toBe(0);
    expect(s[1].latestEvent).toBe(LiveEvent.StoppingCancelled);
  });

  it('the stop alert start is the server time less the elapsed seconds; a bid, a cancel or the stop clears it', () => {
    const stopping = (elapsed: number) =>
      msg(LiveEvent.LotStopping, 1, {
        lot: info1({ stopAlertElapsedSeconds: elapsed }),
      });
    let s = run(tracked(1), stopping(3));
    const at = new Date(s[1].lotInfoAt!).getTime();
    expect(s[1].stopAlertAt).toBe(at - 3000);
    s = run(s, bidMsg(1, 50, 900, 40));
    expect(s[1].stopAlertAt).toBeNull();
    s = run(s, stopping(0));
    expect(s[1].stopAlertAt).not.toBeNull();
    s = run(s, msg(LiveEvent.StoppingCancelled, 1));
    expect(s[1].stopAlertAt).toBeNull();
    s = run(s, stopping(0), msg(LiveEvent.LotStopped, 1));
    expect(s[1].stopAlertAt).toBeNull();
    // A late duplicate bid does not cancel a running alert.
    s = run(s, stopping(2), bidMsg(1, 50, 900, 40));
    expect(s[1].stopAlertAt).not.toBeNull();
  });

  it('Connect during a running alert (elapsed > 0) restores it; elapsed 0 means none', () => {
    const connect = (elapsed: number) =>
      msg(LiveEvent.Connect, 1, {
        lot: info1({ stopAlertElapsedSeconds: elapsed }),
      });
    const s = run(tracked(1), connect(4));
    expect(s[1].stopAlertAt).toBe(new Date(s[1].lotInfoAt!).getTime() - 4000);
    expect(run(tracked(1), connect(0))[1].stopAlertAt).toBeNull();
  });

  it('LotStopped stores the winner; no winner means none', () => {
    const s = run(
      tracked(1, 2),
      msg(LiveEvent.LotStopped, 1, {
        lot: {
          id: 1,
          startedTime: T(1),
          stopTime: null,
          stoppedTime: T(2),
          winner: { id: 7, bid: 5000, paddleNumber: 107, createdDate: T(1) },
          nextId: 2,
          stopAlertElapsedSeconds: 0,
        },
      }),
      msg(LiveEvent.LotStopped, 2),
    );
    expect(s[1].lotWinner).toBe(7);
    expect(s[1].nextLotId).toBe(2);
    expect(s[2].lotWinner).toBeNull();
  });

  it('BidIncChanged updates the minimum increment', () => {
    const s = run(tracked(1), msg(LiveEvent.BidIncChanged, 1, { minBidIncrements: 500 }));
    expect(s[1].minBidIncrements).toBe(500);
  });

  it('BidPrior loads prior bids newest first, merged with live ones, each once', () => {
    const prior = (id: number, amount: number, at: number) => ({
      id: 1,
      userName: 'u1',
      paddleNumber: 101,
      bid: { id, amount, createdDate: T(at) },
    });
    let s = run(tracked(1), bidMsg(1, 12, 1200, 12));
    s = run(
      s,
      msg(LiveEvent.BidPrior, 1, {
        priorBids: [prior(10, 1000, 10), prior(11, 1100, 11), prior(12, 1200, 12)],
      }),
    );
    expect(s[1].bidList.map((b) => b.id)).toEqual([12, 11, 10]);
  });

  it("a reconnect's history that is already on screen leaves the same list, page after page", () => {
    const prior = (id: number) => ({
      id: 1,
      userName: 'u1',
      paddleNumber: 101,
      bid: { id, amount: id * 100, createdDate: T(id) },
    });
    const ids = Array.from({ length: 30 }, (_, i) => i + 1);
    let s = run(tracked(1), msg(LiveEvent.BidPrior, 1, { priorBids: ids.map(prior) }));
    const held = s[1].bidList;
    for (const page of [ids.slice(0, 10), ids.slice(10, 20), ids.slice(20)]) {
      s = run(s, msg(LiveEvent.BidPrior, 1, { priorBids: page.map(prior) }));
      expect(s[1].bidList).toBe(held);
    }
    // A page with one bid not held yet adds just that bid, at its place.
    s = run(s, msg(LiveEvent.BidPrior, 1, { priorBids: [prior(5), prior(31), prior(6)] }));
    expect(s[1].bidList.map((b) => b.id)).toEqual([31, ...[...ids].reverse()]);
  });

  it('Kick and Pong keep the state; Error keeps the server message', () => {
    let s = run(tracked(1), bidMsg(1, 10, 1000, 1));
    const before = s[1].bidList;
    s = run(s, msg(LiveEvent.Kick, 1));
    expect(s[1].bidList).toBe(before);
    expect(s[1].latestEvent).toBe(LiveEvent.Kick);
    s = run(s, msg(LiveEvent.Error, 1, { errorMsg: 'Lot is closed' }));
    expect(s[1].errorMsg).toBe('Lot is closed');
  });

  it('unknown event numbers and unfollowed lots are ignored (same state) with a reason', () => {
    const s = run(tracked(1), bidMsg(1, 10, 1000, 1));
    const unknown = msg(42, 1);
    expect(liveReducer(s, { type: 'message', message: unknown })).toBe(s);
    expect(ignoreReason(s, unknown)).toBe('unknown event 42');
    const other = bidMsg(9, 90, 900, 1);
    expect(liveReducer(s, { type: 'message', message: other })).toBe(s);
    expect(ignoreReason(s, other)).toMatch(/not followed/);
  });

  it('state for one lot never leaks into another', () => {
    const s = run(
      tracked(1, 2),
      bidMsg(1, 10, 1000, 1),
      msg(LiveEvent.BidIncChanged, 2, { minBidIncrements: 50 }),
    );
    expect(s[2].bidList).toEqual([]);
    expect(s[1].minBidIncrements).toBeNull();
    expect(s[2].minBidIncrements).toBe(50);
  });

  it('a lost connection clears every lot but its bids and keeps them followed; leaving a lot removes it', () => {
    const before = run(
      tracked(1, 2),
      bidMsg(1, 10, 1000, 1),
      msg(LiveEvent.BidIncChanged, 1, { minBidIncrements: 50 }),
    );
    let s = liveReducer(before, { type: 'connectionLost' });
    expect(Object.keys(s)).toEqual(['1', '2']);
    expect(s[1]).toEqual({
      ...emptyLot(1),
      bidList: before[1].bidList,
      latestBid: before[1].latestBid,
    });
    expect(s[1].bidList.map((b) => b.id)).toEqual([10]);
    // The reconnect's history of the same bids leaves the list as it was (nothing re-rendered).
    const again = liveReducer(s, {
      type: 'message',
      message: msg(LiveEvent.BidPrior, 1, { priorBids: [bidMsg(1, 10, 1000, 1).bidder!] }),
    });
    expect(again[1].bidList).toBe(s[1].bidList);
    s = liveReducer(s, { type: 'removeLot', lotId: 1 } satisfies LiveAction);
    expect(Object.keys(s)).toEqual(['2']);
    expect(liveReducer(s, { type: 'removeLot', lotId: 1 })).toBe(s);
  });
});

describe('insertBid', () => {
  const bid = (id: number, at: number): LiveBid => ({
    id,
    amount: id,
    createdDate: T(at),
    bidderId: 1,
    userName: 'u',
    paddleNumber: 1,
  });
  it('returns the same list for a duplicate anywhere among equal dates', () => {
    const list = [bid(3, 5), bid(2, 5), bid(1, 4)];
    expect(insertBid(list, bid(2, 5))).toBe(list);
    expect(insertBid(list, bid(3, 5))).toBe(list);
    expect(insertBid(list, bid(1, 4))).toBe(list);
  });
  it('orders equal dates by id', () => {
    expect(insertBid([bid(3, 5), bid(1, 5)], bid(2, 5)).map((b) => b.id)).toEqual([3, 2, 1]);
  });
  it('keeps 5,000 bids in order', () => {
    let list: LiveBid[] = [];
    for (let i = 1; i <= 5000; i++) list = insertBid(list, bid(i, i));
    expect(list[0].id).toBe(5000);
    expect(list).toHaveLength(5000);
  });
});

describe('reduceAll (one frame of queued actions)', () => {
  const sequential = (state: LiveLots, actions: LiveAction[]) =>
    actions.reduce((s, a) => liveReducer(s, a), state);
  let rnd = 7;
  const random = () => {
    rnd = (rnd * 16807) % 2147483647;
    return rnd / 2147483647;
  };

  it('gives the same lots as applying each action in turn: bursts, duplicates, late bids, other events', () => {
    for (let round = 0; round < 30; round++) {
      let state = tracked(1, 2);
      state = run(state, msg(LiveEvent.Connect, 1), bidMsg(1, 1, 100, 1));
      const actions: LiveAction[] = [];
      for (let i = 0; i < 200; i++) {
        const r = random();
        // A bid id always carries the same time and amount (a duplicate is a real duplicate); ids arrive out of order.
        const id = Math.floor(random() * 150) + 2;
        const message =
          r < 0.8
            ? bidMsg(random() < 0.9 ? 1 : 2, id, 100 + id, id, (id % 3) + 1)
            : r < 0.85
              ? msg(LiveEvent.BidIncChanged, 1, { minBidIncrements: 5 })
              : r < 0.93
                ? {
                    ...msg(LiveEvent.BidPrior, 1),
                    priorBids: [
                      {
                        id: 9,
                        userName: 'u9',
                        paddleNumber: 109,
                        bid: { id, amount: 100 + id, createdDate: T(id) },
                      },
                    ],
                  }
                : msg(LiveEvent.LotStopping, 1);
        actions.push({ type: 'message', message });
      }
      const a = reduceAll(state, actions);
      const b = sequential(state, actions);
      for (const id of [1, 2]) {
        expect(a[id].bidList.map((x) => x.id)).toEqual(b[id].bidList.map((x) => x.id));
        expect(a[id].latestBid).toEqual(b[id].latestBid);
        expect(a[id].lotInfo).toEqual(b[id].lotInfo);
        expect(a[id].stopAlertAt).toEqual(b[id].stopAlertAt);
        expect(a[id].minBidIncrements).toEqual(b[id].minBidIncrements);
        expect(a[id].latestEvent).toEqual(b[id].latestEvent);
      }
    }
  });

  it('merges 1,000 new bids into 5,000 in one pass quickly', () => {
    let state = tracked(1);
    state = run(state, msg(LiveEvent.Connect, 1), {
      ...msg(LiveEvent.BidPrior, 1),
      priorBids: Array.from({ length: 5000 }, (_, i) => ({
        id: 1,
        userName: 'u1',
        paddleNumber: 101,
        bid: { id: i + 1, amount: 1000 + i, createdDate: T(i) },
      })),
    });
    expect(state[1].bidList).toHaveLength(5000);
    const actions: LiveAction[] = Array.from({ length: 1000 }, (_, i) => ({
      type: 'message',
      message: bidMsg(1, 10_000 + i, 7000 + i, 6000 + i),
    }));
    const s = reduceAll(state, actions);
    expect(s[1].bidList).toHaveLength(6000);
    expect(s[1].latestBid?.id).toBe(10_999);
  });
});
