import fc from 'fast-check';
import { LiveEvent } from '../../../src/live/events';
import { liveReducer, reduceAll, type LiveAction } from '../../../src/live/reducer';
import type { LiveBidderEntry, LiveLot, LiveLots, LiveMessage } from '../../../src/live/types';

const BASE = Date.UTC(2026, 10, 23, 10, 0, 0);
const BIDDERS = [1, 2, 3];
const RUNS = { numRuns: 200 };

/**
 * The instant `BASE + ms` written as different servers write it: the full fraction, the
 * fraction trimmed of trailing zeros (none at all on a whole second), or another UTC offset.
 */
function written(ms: number, style: number): string {
  const iso = new Date(BASE + ms).toISOString();
  const trimmed = iso.replace(/\.?0+Z$/, 'Z');
  switch (style % 4) {
    case 0:
      return iso;
    case 1:
      return trimmed;
    case 2:
      return new Date(BASE + ms + 3_600_000).toISOString().replace('Z', '+01:00');
    default:
      return new Date(BASE + ms - 18_000_000)
        .toISOString()
        .replace(/\.?0+Z$/, 'Z')
        .replace('Z', '-05:00');
  }
}

interface Bid {
  id: number;
  /** Milliseconds after BASE: a small range, so equal and near times are common. */
  at: number;
  bidderId: number;
  style: number;
}

const bidArb: fc.Arbitrary<Bid> = fc.record({
  id: fc.integer({ min: 1, max: 60 }),
  at: fc.integer({ min: 0, max: 2_000 }),
  bidderId: fc.constantFrom(...BIDDERS),
  style: fc.nat({ max: 3 }),
});
const uniqueBids = (max: number) =>
  fc.uniqueArray(bidArb, { selector: (b) => b.id, minLength: 1, maxLength: max });

const lotInfo = (lotId: number, stopAlertElapsedSeconds = 0) => ({
  id: lotId,
  startedTime: written(-60_000, 0),
  stopTime: null,
  stoppedTime: null,
  winner: null,
  nextId: null,
  stopAlertElapsedSeconds,
});

function message(event: number, lotId: number, over: Partial<LiveMessage> = {}): LiveMessage {
  return {
    id: 'm',
    event,
    lot: lotInfo(lotId),
    bidder: null,
    biddersList: [],
    errorMsg: '',
    priorBids: [],
    serverDateTime: written(0, 0),
    minBidIncrements: null,
    ...over,
  };
}

const bidder = (b: Bid) => ({
  id: b.bidderId,
  userName: `u${b.bidderId}`,
  paddleNumber: 100 + b.bidderId,
  bid: { id: b.id, amount: 1_000 + b.id, createdDate: written(b.at, b.style) },
});

/** A BidPlaced message: the same bid always makes the same message (a duplicate is a real one). */
const bidMessage = (b: Bid, lotId = 1) =>
  message(LiveEvent.BidPlaced, lotId, {
    bidder: bidder(b),
    serverDateTime: written(b.at + 5, b.style + 1),
  });

const entry = (id: number): LiveBidderEntry => ({
  id,
  paddleNumber: 100 + id,
  firstName: `F${id}`,
  lastName: `L${id}`,
  userName: `u${id}`,
  maxBidAmount: 50_000,
  enteredDate: written(-90_000, 0),
  leftDate: null,
  lastBid: { lotId: 1, amount: 1 },
  wins: [],
});

const act = (m: LiveMessage): LiveAction => ({ type: 'message', message: m });
const oneByOne = (state: LiveLots, actions: LiveAction[]) => actions.reduce(liveReducer, state);

/** Lots 1 and 2 followed and connected, with bidders 1-3 active (their server last bid is 1). */
const connected: LiveLots = oneByOne(
  liveReducer({}, { type: 'track', lotIds: [1, 2] }),
  [1, 2].map((lotId) =>
    act(
      message(LiveEvent.Connect, lotId, {
        biddersList: BIDDERS.map(entry),
        serverDateTime: written(-30_000, 0),
      }),
    ),
  ),
);

/** Newest first by instant, then by id: the order the bid list must have. */
const newestFirst = (bids: Bid[]) => [...bids].sort((a, b) => b.at - a.at || b.id - a.id);

/** A lot with its timestamp as an instant: equal instants written differently are one state. */
const asInstants = (lot: LiveLot) => ({
  ...lot,
  lotInfoAt: lot.lotInfoAt && Date.parse(lot.lotInfoAt),
});

/** The bids, each once, in any order, some several times. */
const deliveries = uniqueBids(10).chain((bids) =>
  fc.array(fc.nat({ max: bids.length - 1 }), { maxLength: 10 }).chain((dups) =>
    fc.tuple(
      fc.constant(bids),
      fc.shuffledSubarray([...bids, ...dups.map((i) => bids[i])], {
        minLength: bids.length + dups.length,
      }),
    ),
  ),
);

describe('live reducer properties', () => {
  it('any order and any duplication of the same bids gives the state of the sorted unique bids', () => {
    fc.assert(
      fc.property(deliveries, fc.integer({ min: 1, max: 5 }), ([bids, delivered], frame) => {
        const sorted = [...bids].sort((a, b) => a.at - b.at || a.id - b.id);
        const expected = oneByOne(
          connected,
          sorted.map((b) => act(bidMessage(b))),
        )[1];
        const actions = delivered.map((b) => act(bidMessage(b)));
        const single = oneByOne(connected, actions)[1];
        let framed = connected;
        for (let i = 0; i < actions.length; i += frame)
          framed = reduceAll(framed, actions.slice(i, i + frame));

        // The sorted unique bids, newest first, whatever the delivery.
        const order = newestFirst(bids);
        expect(expected.bidList.map((b) => b.id)).toEqual(order.map((b) => b.id));
        expect(expected.latestBid?.id).toBe(order[0].id);
        // Each bidder's last bid is their newest bid; others keep the server's.
        for (const id of BIDDERS) {
          const newest = order.find((b) => b.bidderId === id);
          expect(expected.activeBidders.find((b) => b.id === id)?.lastBid).toEqual({
            lotId: 1,
            amount: newest ? 1_000 + newest.id : 1,
          });
        }
        expect(asInstants(single)).toEqual(asInstants(expected));
        expect(asInstants(framed[1])).toEqual(asInstants(expected));
        expect(framed[2]).toEqual(connected[2]);
      }),
      RUNS,
    );
  });

  it('a late older bid never replaces a bidder’s newer last bid (one by one and batched)', () => {
    const newer = bidMessage({ id: 2, at: 500, bidderId: 1, style: 1 });
    const older = bidMessage({ id: 1, at: 123, bidderId: 1, style: 0 });
    const last = (s: LiveLots) => s[1].activeBidders.find((b) => b.id === 1)?.lastBid;
    expect(last(oneByOne(connected, [act(newer), act(older)]))).toEqual({
      lotId: 1,
      amount: 1_002,
    });
    expect(last(reduceAll(connected, [act(newer), act(older)]))).toEqual({
      lotId: 1,
      amount: 1_002,
    });
  });

  /** Any stream traffic for lots 1 and 2: bids (with duplicates), prior pages and other events. */
  const traffic = uniqueBids(12).chain((bids) => {
    const pick = fc.constantFrom(...bids);
    const lot = fc.constantFrom(1, 1, 1, 2);
    const at = fc.integer({ min: -1_000, max: 3_000 });
    const increment = fc.option(fc.constantFrom(5, 10, 25), { nil: null });
    const action: fc.Arbitrary<LiveAction> = fc.oneof(
      { weight: 6, arbitrary: fc.tuple(pick, lot).map(([b, l]) => act(bidMessage(b, l))) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.array(pick, { maxLength: 4 }), lot, increment, at, fc.nat({ max: 3 }))
          .map(([page, l, inc, t, style]) =>
            act(
              message(LiveEvent.BidPrior, l, {
                priorBids: page.map(bidder),
                minBidIncrements: inc,
                serverDateTime: written(t, style),
              }),
            ),
          ),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(lot, increment)
          .map(([l, inc]) => act(message(LiveEvent.BidIncChanged, l, { minBidIncrements: inc }))),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(lot, at, fc.nat({ max: 3 }), fc.integer({ min: 0, max: 9 }))
          .map(([l, t, style, elapsed]) =>
            act(
              message(LiveEvent.LotStopping, l, {
                lot: lotInfo(l, elapsed),
                serverDateTime: written(t, style),
              }),
            ),
          ),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(lot, fc.constantFrom(...BIDDERS))
          .map(([l, id]) => act(message(LiveEvent.BidderJoined, l, { biddersList: [entry(id)] }))),
      },
    );
    return fc.tuple(fc.array(action, { maxLength: 25 }), fc.integer({ min: 1, max: 8 }));
  });

  it('batched and one-by-one reduction give equal state in every field', () => {
    fc.assert(
      fc.property(traffic, ([actions, frame]) => {
        const expected = oneByOne(connected, actions);
        expect(reduceAll(connected, actions)).toEqual(expected);
        let framed = connected;
        for (let i = 0; i < actions.length; i += frame)
          framed = reduceAll(framed, actions.slice(i, i + frame));
        expect(framed).toEqual(expected);
      }),
      RUNS,
    );
  });
});
