// @vitest-environment node
import { db } from '../../src/mocks/db';
import {
  makeAuction,
  makeBid,
  makeBidder,
  makeCase,
  makeDocument,
  makeLot,
  makeNote,
  makeApiKey,
  makeProperty,
} from '../../src/mocks/factories';
import { joinLot, minimumBid } from '../../src/mocks/live/engine';
import { createSeed } from '../../src/mocks/seed';

describe('factories', () => {
  it('take ids from the database, above every seeded one', () => {
    const seededMax = Math.max(...db.users.map((u) => u.id), ...db.lots.map((l) => l.id));
    const { user } = makeBidder({ userName: 'newbie' });
    const lot = makeLot();
    expect(user.id).toBeGreaterThan(seededMax);
    expect(lot.id).toBeGreaterThan(user.id);
    expect(db.users.at(-1)).toBe(user);
    expect(db.lots.at(-1)).toBe(lot);
    // A lot without a case gets its own.
    expect(db.cases.find((c) => c.id === lot.caseId)).toBeDefined();
  });

  it('build records the simulator works with: a bidder joins and bids on a made lot', () => {
    const auction = makeAuction({ isOpen: true, startTime: new Date().toISOString() });
    const first = makeLot({ auctionId: auction.id, status: 'Listed', openingPrice: 50_000 });
    const second = makeLot({ auctionId: auction.id, status: 'Listed' });
    expect([first.lotNumber, second.lotNumber]).toEqual([1, 2]);
    makeProperty({ lotId: first.id });
    const { user, profile } = makeBidder({ balance: 500_000 });
    expect(joinLot(first, user, 20_000, profile.id, 'online').paddleNumber).toBeGreaterThan(0);
    const bid = makeBid({ lotId: first.id, bidderId: user.id });
    expect(bid.amount).toBe(50_000 + first.minBidIncrements);
    expect(minimumBid(first)).toBe(bid.amount + first.minBidIncrements);
  });

  it('attach documents and notes to their case, and issue API keys to a company', () => {
    const kase = makeCase();
    const doc = makeDocument({ caseId: kase.id, visibleToBidders: false });
    makeNote({ caseId: kase.id, subject: 'Court date' });
    expect(kase.documents).toEqual([doc]);
    expect(db.caseNotes.filter((n) => n.caseId === kase.id).map((n) => n.subject)).toEqual([
      'Court date',
    ]);
    const key = makeApiKey();
    expect(key.companyId).toBe(db.companies[0].id);
    expect(new Date(key.expirationDate).getTime()).toBeGreaterThan(
      new Date(key.generatedDate).getTime(),
    );
  });

  it('write into another database when given one, leaving the live one alone', () => {
    const other = createSeed();
    const before = db.lots.length;
    const lot = makeLot({}, other);
    expect(other.lots.at(-1)).toBe(lot);
    expect(db.lots.length).toBe(before);
  });
});
