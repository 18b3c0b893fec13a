import {
  chooseLot,
  isTvMode,
  lotBadge,
  soldTo,
  type LiveAuctionLot,
} from '../../../src/live/liveAuction';

const lot = (id: number, over: Partial<LiveAuctionLot> = {}): LiveAuctionLot => ({
  id,
  lotNumber: id,
  lotStatus: 'Listed',
  isOpen: false,
  startedTime: null,
  stoppedTime: null,
  ...over,
});

describe('live auction lot choice', () => {
  it('keeps the requested lot when it is in the auction', () =>
    expect(chooseLot([lot(1), lot(2)], 2)).toEqual({ kind: 'lot', lotId: 2 }));
  it('otherwise the first open listed lot, else the first listed one', () => {
    expect(chooseLot([lot(1), lot(2, { startedTime: 'x' })], null)).toEqual({
      kind: 'lot',
      lotId: 2,
    });
    expect(chooseLot([lot(1, { lotStatus: 'PendingTransaction' }), lot(2), lot(3)], 99)).toEqual({
      kind: 'lot',
      lotId: 2,
    });
    // A stopped lot is not open.
    expect(chooseLot([lot(1), lot(2, { startedTime: 'x', stoppedTime: 'y' })], undefined)).toEqual({
      kind: 'lot',
      lotId: 1,
    });
  });
  it('a requested lot that is not in the auction falls back to the rule', () => {
    expect(chooseLot([lot(1), lot(2, { startedTime: 'x' })], 42)).toEqual({
      kind: 'lot',
      lotId: 2,
    });
    expect(
      chooseLot([lot(1, { lotStatus: 'Cancelled' }), lot(2, { lotStatus: 'Cancelled' })], 42),
    ).toEqual({ kind: 'completed' });
  });
  it('a requested lot that already sold stays on screen (its outcome shows)', () =>
    expect(chooseLot([lot(1, { lotStatus: 'PendingTransaction' }), lot(2)], 1)).toEqual({
      kind: 'lot',
      lotId: 1,
    }));
  it('no lots or any Draft: not ready; no listed lot left: completed', () => {
    expect(chooseLot([], 1)).toEqual({ kind: 'notReady' });
    expect(chooseLot([lot(1), lot(2, { lotStatus: 'Draft' })], 1)).toEqual({ kind: 'notReady' });
    expect(chooseLot([lot(1, { lotStatus: 'PendingTransaction' })], null)).toEqual({
      kind: 'completed',
    });
  });
});

describe('lot badge', () => {
  it('follows status and openness', () => {
    expect(lotBadge('Listed', true)).toBe('LIVE');
    expect(lotBadge('Listed', false)).toBe('PENDING');
    expect(lotBadge('Draft', true)).toBe('DRAFT');
    expect(lotBadge('Cancelled', false)).toBe('Canceled');
    for (const s of ['PendingTransaction', 'CompleteTransaction', 'DeedReady', 'DeedIssued'])
      expect(lotBadge(s, false)).toBe('SOLD');
  });
});

describe('TV outcome', () => {
  it('SOLD TO the winning paddle, or Plaintiff with no winner or no bids', () => {
    expect(soldTo(104, 3)).toBe('SOLD TO 104');
    expect(soldTo(null, 3)).toBe('Plaintiff');
    expect(soldTo(104, 0)).toBe('Plaintiff');
  });
  it('answers to the room and presenter modes', () => {
    expect(isTvMode('room')).toBe(true);
    expect(isTvMode('presenter')).toBe(true);
    expect(isTvMode('auctioneer')).toBe(false);
    expect(isTvMode(undefined)).toBe(false);
  });
});
