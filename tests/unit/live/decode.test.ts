import fc from 'fast-check';
import { BinaryWriter } from 'google-protobuf';
import { decodeStreamMessage } from '../../../src/live/decode';
import {
  Bid,
  Bidder,
  BidderListEntry,
  Lot,
  LotAmount,
  StreamMessage,
  Winner,
} from '../../../src/live/gen/auction';
import { LiveFrame } from '../../../src/live/service';
import type { LiveBidderMessage, LiveMessage } from '../../../src/live/types';

const id = fc.integer({ min: 0, max: 2 ** 40 });
// The server writes no zero, so a negative zero comes back as zero.
const amount = fc.oneof(
  fc.constant(0),
  fc.double({ min: -1, max: 1e9, noNaN: true }).map((x) => (Object.is(x, -0) ? 0 : x)),
);
const int32 = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const when = fc.oneof(
  fc.constant(''),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);
const str = fc.oneof(fc.constant(''), fc.string(), fc.string({ unit: 'grapheme' }));

const bid = fc.record({ id, amount, createdDate: when });
const bidder = fc.record({
  id,
  userName: str,
  paddleNumber: int32,
  bid: fc.option(bid, { nil: undefined }),
});
const lotAmount = fc.record({ lotId: id, amount });
const entry = fc.record({
  id,
  paddleNumber: int32,
  firstName: str,
  lastName: str,
  userName: str,
  maxBidAmount: amount,
  enteredDate: when,
  leftDate: when,
  lastBid: fc.option(lotAmount, { nil: undefined }),
  wins: fc.array(lotAmount, { maxLength: 3 }),
});
const lot = fc.record({
  id,
  startedTime: when,
  stopTime: when,
  stoppedTime: when,
  winner: fc.option(fc.record({ id, bid: amount, paddleNumber: int32, createdDate: when }), {
    nil: undefined,
  }),
  nextId: id,
  stopAlertElapsedSeconds: int32,
});
const frame = fc.record({
  id: str,
  event: fc.integer({ min: 0, max: 14 }),
  lot: fc.option(lot, { nil: undefined }),
  bidder: fc.option(bidder, { nil: undefined }),
  biddersList: fc.array(entry, { maxLength: 3 }),
  errorMsg: str,
  priorBids: fc.array(bidder, { maxLength: 4 }),
  serverDateTime: when,
  minBidIncrements: amount,
});
type Frame = typeof frame extends fc.Arbitrary<infer T> ? T : never;
type BidderData = Frame['priorBids'][number];

/** The frame as the server writes it, with the generated classes. */
function encode(f: Frame): Uint8Array {
  const pbBidder = (b: BidderData) => new Bidder({ ...b, bid: b.bid && new Bid(b.bid) });
  return new StreamMessage({
    ...f,
    event: f.event as never,
    lot: f.lot && new Lot({ ...f.lot, winner: f.lot.winner && new Winner(f.lot.winner) }),
    bidder: f.bidder && pbBidder(f.bidder),
    biddersList: f.biddersList.map(
      (e) =>
        new BidderListEntry({
          ...e,
          lastBid: e.lastBid && new LotAmount(e.lastBid),
          wins: e.wins.map((w) => new LotAmount(w)),
        }),
    ),
    priorBids: f.priorBids.map(pbBidder),
  }).serializeBinary();
}

/** What the reducer is to receive: empty times and zero ids or increments as null. */
function expected(f: Frame): LiveMessage {
  const text = (s: string) => s || null;
  const plainBidder = (b: BidderData): LiveBidderMessage => ({
    id: b.id,
    userName: b.userName,
    paddleNumber: b.paddleNumber,
    bid: b.bid ? { ...b.bid } : null,
  });
  return {
    id: f.id,
    event: f.event,
    lot: f.lot
      ? {
          id: f.lot.id,
          startedTime: text(f.lot.startedTime),
          stopTime: text(f.lot.stopTime),
          stoppedTime: text(f.lot.stoppedTime),
          winner: f.lot.winner ? { ...f.lot.winner } : null,
          nextId: f.lot.nextId || null,
          stopAlertElapsedSeconds: f.lot.stopAlertElapsedSeconds,
        }
      : null,
    bidder: f.bidder ? plainBidder(f.bidder) : null,
    biddersList: f.biddersList.map((e) => ({
      ...e,
      enteredDate: text(e.enteredDate),
      leftDate: text(e.leftDate),
      lastBid: e.lastBid ? { ...e.lastBid } : null,
      wins: e.wins.map((w) => ({ ...w })),
    })),
    errorMsg: f.errorMsg,
    priorBids: f.priorBids.map(plainBidder),
    serverDateTime: text(f.serverDateTime),
    minBidIncrements: f.minBidIncrements || null,
  };
}

describe('a stream frame decoded into the plain message', () => {
  it('carries every field the server wrote, with absent parts as null', () => {
    fc.assert(
      fc.property(frame, (f) => {
        expect(decodeStreamMessage(encode(f))).toEqual(expected(f));
      }),
      { numRuns: 300 },
    );
  });

  it('skips fields it does not know (a newer server), in the message and inside a lot', () => {
    const writer = new BinaryWriter();
    writer.writeString(1, 'e1');
    writer.writeString(15, 'a field from a newer server');
    writer.writeMessage(2, {}, () => {
      writer.writeInt64(1, 7);
      writer.writeDouble(12, 3.5);
      writer.writeString(3, '2026-11-24T10:00:00Z');
    });
    writer.writeEnum(5, 1);
    const m = decodeStreamMessage(writer.getResultBuffer());
    expect(m).toMatchObject({
      id: 'e1',
      event: 1,
      lot: { id: 7, stopTime: '2026-11-24T10:00:00Z' },
    });
  });

  it('a malformed frame becomes a frame with the reason and no message, never an exception', () => {
    const valid = encode(fc.sample(frame, { numRuns: 1, seed: 7 })[0]);
    for (const bytes of [
      new Uint8Array([0x0a, 0x20, 0x41]), // a string longer than the frame
      new Uint8Array([0x12, 0x05, 0x08]), // a lot cut short
      new Uint8Array([0x0f, 0x01]), // wire type 7, which does not exist
      new Uint8Array([0x29, 0x01]), // the event as 8 bytes where a varint belongs, cut short
    ]) {
      const decoded = LiveFrame.deserializeBinary(bytes);
      expect(decoded.message).toBeNull();
      expect(decoded.error).not.toBe('');
    }
    expect(LiveFrame.deserializeBinary(valid).message).not.toBeNull();
  });
});
