import type { Auction, Bid, CaseStatus, Lot, LotStatus, PurchaseProfile, User } from '../db/types';
import { makeActivityLog, makeAuction, makeAuctionBidder, makeBid, winnerOf } from '../factories';
import { DAY, MIN, type SeedContext } from './context';
import type { AuctionCalendar } from './liveAuctions';
import { seedLot } from './lots';

/** Two bidders joined to a lot, bidding in turn from the opening price until `count` bids, the last by the first. */
function seedDuel(
  s: SeedContext,
  lot: Lot,
  auction: Auction,
  pair: [User, User],
  firstPaddle: number,
  profileIds: [number | null, number | null] | null,
  count: () => number,
) {
  pair.forEach((b, k) =>
    makeAuctionBidder(
      {
        auctionId: auction.id,
        lotId: lot.id,
        bidderId: b.id,
        paddleNumber: firstPaddle + k,
        amount: 150_000,
        ...(profileIds && { purchaseProfileId: profileIds[k] }),
        enteredDate: lot.startedTime!,
      },
      s.db,
    ),
  );
  const bids = count();
  let amount = lot.openingPrice;
  let last: Bid | undefined;
  for (let k = 0; k < bids; k++) {
    const b = pair[(bids - 1 - k) % 2];
    last = makeBid(
      {
        lotId: lot.id,
        bidderId: b.id,
        amount,
        paddleNumber: firstPaddle + pair.indexOf(b),
        createdDate: s.iso(new Date(lot.startedTime!).getTime() + (k + 1) * MIN),
      },
      s.db,
    );
    amount += lot.minBidIncrements;
  }
  lot.winner = winnerOf(last!);
}

/** The first finished auction's lots sold at each post-sale stage, and one of the second sold to the Plaintiff. */
export function seedSales(s: SeedContext, c: AuctionCalendar, bidders: User[]) {
  const { iso } = s;
  const stopAt = new Date(c.completed.stopTime!).getTime();
  const stages: LotStatus[] = [
    'PendingTransaction',
    'CompleteTransaction',
    'DeedReady',
    'DeedIssued',
    'PaymentRefunded',
  ];
  stages.forEach((status, i) => {
    const lot = seedLot(s, status, c.completed, {
      startedTime: iso(stopAt - (90 - i * 15) * MIN),
      stoppedTime: iso(stopAt - (80 - i * 15) * MIN),
      soldTo: 'ThirdPartyBidder',
      depositReceivedDate: status === 'PendingTransaction' ? null : iso(stopAt + DAY),
      paymentReceivedDate: ['DeedReady', 'DeedIssued'].includes(status)
        ? iso(stopAt + 2 * DAY)
        : null,
    });
    seedDuel(s, lot, c.completed, [bidders[i % 3], bidders[(i + 1) % 3]], 101, null, () =>
      s.int(3, 7),
    );
  });
  seedLot(s, 'PendingTransaction', c.completed2, {
    startedTime: iso(new Date(c.completed2.startTime).getTime()),
    stoppedTime: c.completed2.stopTime,
    soldTo: 'Plaintiff',
  });
}

/**
 * `bidder`'s winnings at every post-sale stage: deed ready without a delivery choice, deposits
 * received or not, and a deposit date from before 2000, which means none.
 */
export function seedWinnings(s: SeedContext, bidders: User[], bidderProfile: PurchaseProfile) {
  const { iso, atHour } = s;
  const auction = makeAuction(
    {
      startTime: iso(atHour(-20, 15)),
      stopTime: iso(atHour(-20, 17)),
      isFinished: true,
      createdDate: iso(s.now - 30 * DAY),
    },
    s.db,
  );
  const at = new Date(auction.stopTime!).getTime();
  const corporate = s.db.purchaseProfiles.find((p) => p.name === 'Brooks Holdings LLC')!;
  const wins: {
    status: LotStatus;
    caseStatus?: CaseStatus;
    deposit: string | null;
    payment?: string;
    over?: Partial<Lot>;
    profileId?: number;
  }[] = [
    {
      status: 'DeedReady',
      caseStatus: 'Approved',
      deposit: iso(at + DAY),
      payment: iso(at + 3 * DAY),
    },
    { status: 'PendingTransaction', deposit: iso(at + DAY), profileId: corporate.id },
    { status: 'PendingTransaction', deposit: '0001-01-01T00:00:00', over: { requiredDown: 10 } },
    {
      status: 'CompleteTransaction',
      caseStatus: 'Approved',
      deposit: iso(at + DAY),
      payment: iso(at + 4 * DAY),
    },
    {
      status: 'DeedIssued',
      caseStatus: 'Approved',
      deposit: iso(at + DAY),
      payment: iso(at + 2 * DAY),
      over: { deedDelivery: 'PickUp' },
    },
    {
      status: 'CompleteTransaction',
      caseStatus: 'Denied',
      deposit: iso(at + 2 * DAY),
      payment: iso(at + 5 * DAY),
      over: { reliefFee: 0 },
    },
  ];
  const pair: [User, User] = [bidders[0], bidders[1]];
  wins.forEach((w, i) => {
    const lot = seedLot(s, w.status, auction, {
      startedTime: iso(at - (110 - i * 15) * MIN),
      stoppedTime: iso(at - (100 - i * 15) * MIN),
      soldTo: 'ThirdPartyBidder',
      depositReceivedDate: w.deposit,
      paymentReceivedDate: w.payment ?? null,
      ...w.over,
    });
    if (w.caseStatus) s.db.cases.find((k) => k.id === lot.caseId)!.status = w.caseStatus;
    const rivalProfile = s.db.purchaseProfiles.find((p) => p.bidderId === pair[1].id)?.id ?? null;
    seedDuel(
      s,
      lot,
      auction,
      pair,
      201,
      [w.profileId ?? bidderProfile.id, rivalProfile],
      () => 3 + (i % 3) * 2,
    );
  });
}

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
/** Dates before 2000 stand for none. */
const realDate = (d: string | null): d is string => Boolean(d) && d! >= '2000';

/** The activity logs of the lots already sold, worded as the auction engine words them. */
export function seedSaleLogs(s: SeedContext) {
  for (const lot of s.db.lots.filter((l) => l.startedTime && l.stoppedTime)) {
    const log = (
      actLogTitle: string,
      actLogBody: string,
      createdDate: string,
      userId: number | null = null,
    ) =>
      makeActivityLog(
        { userId, caseId: lot.caseId, lotId: lot.id, actLogTitle, actLogBody, createdDate },
        s.db,
      );
    log('Auction Started', `Lot ${lot.lotNumber} started.`, lot.startedTime!);
    for (const b of s.db.bids.filter((x) => x.lotId === lot.id))
      log(
        'Bid Placed',
        `Paddle ${b.paddleNumber} bid ${dollars(b.amount)}.`,
        b.createdDate,
        b.bidderId,
      );
    log(
      'Winner Declared',
      lot.winner
        ? `Paddle ${lot.winner.paddleNumber} won at ${dollars(lot.winner.amount)}.`
        : 'No bids: sold to Plaintiff.',
      lot.stoppedTime!,
    );
    log('Lot Closed', `Lot ${lot.lotNumber} closed.`, lot.stoppedTime!);
    if (lot.winner && realDate(lot.depositReceivedDate))
      log(
        'Deposit Received - Confirmed',
        `Deposit of ${dollars((lot.winner.amount * lot.requiredDown) / 100)} received.`,
        lot.depositReceivedDate,
      );
    if (lot.winner && realDate(lot.paymentReceivedDate))
      log(
        'Payment Received - Confirmed',
        `Payment for lot ${lot.lotNumber} received.`,
        lot.paymentReceivedDate,
      );
  }
}
