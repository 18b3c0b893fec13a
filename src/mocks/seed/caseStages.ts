import type { Auction, CaseStatus, Client, Company, Lot, LotStatus, User } from '../db/types';
import {
  makeActivityLog,
  makeAuction,
  makeAuctionBidder,
  makeBid,
  makeCase,
  makeNote,
  winnerOf,
} from '../factories';
import { DAY, MIN, type SeedContext } from './context';
import { seedLot } from './lots';

/**
 * The demo company's cases for the demo firm at every stage of the case stage bar: New, Listed,
 * after the auction (awaiting the deposit and past due, deposit received, paid in full), in court
 * (pending approval, approved), deed ready (with and without the winner's delivery choice), deed
 * issued, completed, cancelled, denied, and a case without lots. One published lot carries a
 * featured flag set by an admin.
 */

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

interface Sale {
  status: LotStatus;
  caseStatus: CaseStatus;
  /** The winner's user name. */
  winner: string;
  deposit?: boolean;
  payment?: boolean;
  over?: Partial<Lot>;
  /** Case-level log titles, in order. */
  caseLogs?: string[];
}

const SALES: Sale[] = [
  // Awaiting payoff: no deposit for days (past due).
  { status: 'PendingTransaction', caseStatus: 'New', winner: 'room-bot-2' },
  // Awaiting payoff: the deposit is in, the full payment is not.
  { status: 'PendingTransaction', caseStatus: 'New', winner: 'bidder2', deposit: true },
  // Paid in full: ready for Mark as Pending Court Approval.
  {
    status: 'CompleteTransaction',
    caseStatus: 'New',
    winner: 'bidder3',
    deposit: true,
    payment: true,
  },
  // In court: pending approval.
  {
    status: 'CompleteTransaction',
    caseStatus: 'WaitingCourtHouse',
    winner: 'bidder2',
    deposit: true,
    payment: true,
    caseLogs: ['Pending Court Approval'],
  },
  // Court approved: ready for Mark as Deed Ready.
  {
    status: 'CompleteTransaction',
    caseStatus: 'Approved',
    winner: 'bidder3',
    deposit: true,
    payment: true,
    caseLogs: ['Pending Court Approval', 'Court Approved'],
  },
  // Deed ready, the winner has not chosen the delivery yet.
  {
    status: 'DeedReady',
    caseStatus: 'Approved',
    winner: 'bidder2',
    deposit: true,
    payment: true,
    caseLogs: ['Pending Court Approval', 'Court Approved'],
  },
  // Deed ready, mailed to another address.
  {
    status: 'DeedReady',
    caseStatus: 'Approved',
    winner: 'bidder3',
    deposit: true,
    payment: true,
    over: {
      deedDelivery: 'MailToAddress',
      deedShippingAddress: '500 W Madison St, Chicago, IL 60661',
    },
    caseLogs: ['Pending Court Approval', 'Court Approved'],
  },
  // Deed issued: ready for Mark as Completed.
  {
    status: 'DeedIssued',
    caseStatus: 'Approved',
    winner: 'bidder2',
    deposit: true,
    payment: true,
    over: { deedDelivery: 'PickUp' },
    caseLogs: ['Pending Court Approval', 'Court Approved'],
  },
  // Completed.
  {
    status: 'DeedIssued',
    caseStatus: 'Closed',
    winner: 'bidder3',
    deposit: true,
    payment: true,
    over: { deedDelivery: 'MailToWinner' },
    caseLogs: ['Pending Court Approval', 'Court Approved', 'Case Completed'],
  },
  // Court denied: the payment was refunded.
  {
    status: 'PaymentRefunded',
    caseStatus: 'Denied',
    winner: 'bidder2',
    deposit: true,
    payment: true,
    caseLogs: ['Pending Court Approval'],
  },
];

const CASE_LOG_BODY: Record<string, string> = {
  'Pending Court Approval': 'Case {case} is pending court approval.',
  'Court Approved': 'Case {case} was approved by the court.',
  'Case Completed': 'Case {case} was completed.',
  'Case Cancelled': 'Case {case} was cancelled.',
};

export function seedCaseStages(s: SeedContext, host: Company, firm: Client) {
  const { db, iso, atHour, now } = s;
  const staff = db.users.find((u) => u.companyId === host.id) ?? null;
  const staffId = staff?.id ?? null;
  const attorneyId = db.attorneys.find((t) => t.clientId === firm.id)?.id ?? null;
  const userNamed = (name: string) => db.users.find((u) => u.userName === name)!;

  /** The lot's case belongs to the demo firm. */
  const forFirm = (lot: Lot, status: CaseStatus) => {
    const kase = db.cases.find((c) => c.id === lot.caseId)!;
    Object.assign(kase, { clientId: firm.id, attorneyId, status });
    return kase;
  };
  const log = (lot: Lot | null, caseId: number, title: string, body: string, at: number) =>
    makeActivityLog(
      {
        userId: staffId,
        caseId,
        lotId: lot?.id ?? null,
        actLogTitle: title,
        actLogBody: body,
        createdDate: iso(at),
      },
      db,
    );

  // New: a Draft lot without an auction, with two notes.
  const draft = seedLot(s, 'Draft', null);
  const newCase = forFirm(draft, 'New');
  makeNote(
    {
      caseId: newCase.id,
      subject: 'Service completed',
      body: 'All defendants were served; waiting for the sale date.',
      createdDate: iso(now - 3 * DAY),
      createdBy: staff ? `${staff.firstName} ${staff.lastName}` : 'Alex Hammond',
    },
    db,
  );
  makeNote(
    {
      caseId: newCase.id,
      subject: 'Call with the court',
      body: 'The judgment order is expected next week.',
      createdDate: iso(now - DAY),
      createdBy: staff ? `${staff.firstName} ${staff.lastName}` : 'Alex Hammond',
    },
    db,
  );

  // Listed: published in an upcoming auction, featured by an admin.
  const upcoming = makeAuction(
    {
      companyId: host.id,
      type: 'InPerson',
      location: '50 W Washington St, Chicago, IL 60602',
      startTime: iso(atHour(6, 16)),
      createdDate: iso(now - 10 * DAY),
    },
    db,
  );
  const listed = seedLot(s, 'Listed', upcoming, { isFeatured: true, featuredByAdmin: true });
  forFirm(listed, 'New');
  log(
    listed,
    listed.caseId,
    'Lot Published',
    `Lot ${listed.lotNumber} was published.`,
    now - 2 * DAY,
  );

  // Sold in an auction six days ago, one lot per post-sale stage.
  const finished = makeAuction(
    {
      companyId: host.id,
      startTime: iso(atHour(-6, 15)),
      stopTime: iso(atHour(-6, 18)),
      isFinished: true,
      createdDate: iso(now - 30 * DAY),
    },
    db,
  );
  const at = new Date(finished.startTime).getTime();
  const rivals = ['bidder2', 'bidder3'];
  SALES.forEach((sale, i) => {
    const started = at + i * 15 * MIN;
    const stopped = started + 10 * MIN;
    const lot = seedLot(s, sale.status, finished, {
      startedTime: iso(started),
      stoppedTime: iso(stopped),
      soldTo: 'ThirdPartyBidder',
      depositReceivedDate: sale.deposit ? iso(stopped + DAY) : null,
      paymentReceivedDate: sale.payment ? iso(stopped + 2 * DAY) : null,
      ...sale.over,
    });
    const kase = forFirm(lot, sale.caseStatus);
    const winner = userNamed(sale.winner);
    const rival = userNamed(rivals.find((r) => r !== sale.winner) ?? 'bidder2');
    seedBidding(s, lot, finished, winner, rival);
    seedSaleLogs(lot, kase.caseNumber, sale, stopped, log);
  });

  // Cancelled: its published lot was cancelled with the case.
  const cancelled = seedLot(s, 'Cancelled', null);
  const cancelledCase = forFirm(cancelled, 'Cancelled');
  log(
    null,
    cancelledCase.id,
    'Case Cancelled',
    CASE_LOG_BODY['Case Cancelled'].replace('{case}', cancelledCase.caseNumber),
    now - 4 * DAY,
  );

  // A case without lots: it can only be deleted.
  makeCase(
    {
      companyId: host.id,
      clientId: firm.id,
      attorneyId,
      caseNumber: '2026CH09999',
      fileNumber: 'F-EMPTY-1',
      county: 'Cook',
      createdDate: iso(now - DAY),
    },
    db,
  );

  /** The sale's logs as the auction engine and the post-sale steps word them. */
  function seedSaleLogs(
    lot: Lot,
    caseNumber: string,
    sale: Sale,
    stopped: number,
    add: typeof log,
  ) {
    add(
      lot,
      lot.caseId,
      'Auction Started',
      `Lot ${lot.lotNumber} started.`,
      new Date(lot.startedTime!).getTime(),
    );
    for (const b of db.bids.filter((x) => x.lotId === lot.id))
      makeActivityLog(
        {
          userId: b.bidderId,
          caseId: lot.caseId,
          lotId: lot.id,
          actLogTitle: 'Bid Placed',
          actLogBody: `Paddle ${b.paddleNumber} bid ${dollars(b.amount)}.`,
          createdDate: b.createdDate,
        },
        db,
      );
    const w = lot.winner!;
    add(
      lot,
      lot.caseId,
      'Winner Declared',
      `Paddle ${w.paddleNumber} won at ${dollars(w.amount)}.`,
      stopped,
    );
    add(lot, lot.caseId, 'Lot Closed', `Lot ${lot.lotNumber} closed.`, stopped);
    if (sale.deposit)
      add(
        lot,
        lot.caseId,
        'Deposit Received - Confirmed',
        `Deposit of ${dollars((w.amount * lot.requiredDown) / 100)} received.`,
        stopped + DAY,
      );
    if (sale.payment)
      add(
        lot,
        lot.caseId,
        'Payment Received - Confirmed',
        `Payment for lot ${lot.lotNumber} received.`,
        stopped + 2 * DAY,
      );
    (sale.caseLogs ?? []).forEach((title, k) =>
      add(
        null,
        lot.caseId,
        title,
        CASE_LOG_BODY[title].replace('{case}', caseNumber),
        stopped + (3 + k) * DAY - 12 * 60 * MIN,
      ),
    );
    if (['DeedReady', 'DeedIssued'].includes(sale.status))
      add(
        lot,
        lot.caseId,
        'Deed Ready',
        `The deed of lot ${lot.lotNumber} is ready.`,
        stopped + 4 * DAY,
      );
    if (sale.status === 'DeedIssued')
      add(
        lot,
        lot.caseId,
        'Deed Issued',
        `The deed of lot ${lot.lotNumber} was issued.`,
        stopped + 5 * DAY - MIN,
      );
  }
}

/** The winner and a rival joined to the lot, bidding in turn; the winner's bid is the last. */
function seedBidding(s: SeedContext, lot: Lot, auction: Auction, winner: User, rival: User) {
  const pair = [winner, rival];
  const paddleOf = (u: User) =>
    s.db.auctionBidders.find((j) => j.auctionId === auction.id && j.bidderId === u.id)
      ?.paddleNumber ??
    300 +
      new Set(s.db.auctionBidders.filter((j) => j.auctionId === auction.id).map((j) => j.bidderId))
        .size +
      1;
  for (const b of pair)
    makeAuctionBidder(
      {
        auctionId: auction.id,
        lotId: lot.id,
        bidderId: b.id,
        paddleNumber: paddleOf(b),
        amount: 150_000,
        enteredDate: lot.startedTime!,
      },
      s.db,
    );
  const count = 4;
  const start = new Date(lot.startedTime!).getTime();
  let amount = lot.openingPrice;
  for (let k = 0; k < count; k++) {
    const b = pair[(count - 1 - k) % 2];
    const bid = makeBid(
      {
        lotId: lot.id,
        bidderId: b.id,
        amount,
        paddleNumber: paddleOf(b),
        createdDate: s.iso(start + (k + 1) * MIN),
      },
      s.db,
    );
    amount += lot.minBidIncrements;
    if (k === count - 1) lot.winner = winnerOf(bid);
  }
}
