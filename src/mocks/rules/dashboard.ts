import type {
  DashboardReport,
  DashboardReportItem,
  OutstandingBalance,
} from '../../api/contract/adminDashboard';
import { Role } from '../../lib/roles';
import { db } from '../db';
import type { Auction, Lot, User } from '../db/types';
import { addressView } from '../views/addressView';
import { primaryPropertyOf } from '../views/caseViews';
import { hasPayment } from './caseStatus';
import { isTime } from './format';

/**
 * The admin dashboard's figures as the server computes them (spec 3 sections 3 and 7,
 * "Dashboards"), from the same records the auctions run on: a bid placed or a lot sold a moment
 * ago is in the next answer.
 */

export const DASHBOARD_MSG = {
  period: 'A valid period (from and to) is required!',
  order: 'The period must end after it starts!',
} as const;

/** The period of a request as times, or the message that refuses it. */
export function periodOf(body: { from?: unknown; to?: unknown }): [number, number] | string {
  if (!isTime(body.from) || !isTime(body.to)) return DASHBOARD_MSG.period;
  const from = new Date(body.from).getTime();
  const to = new Date(body.to).getTime();
  return from > to ? DASHBOARD_MSG.order : [from, to];
}

const within = (iso: string | null | undefined, [from, to]: [number, number]) => {
  if (!iso) return false;
  const t = new Date(iso).getTime();
  return t >= from && t <= to;
};

/** A real auction: not cancelled and not the test ("Mock") auction. */
const isReal = (a: Auction | undefined): a is Auction => Boolean(a && !a.isCancelled && !a.isTest);

/** The lot's winning bid, 0 until it has a winner and when it went to the plaintiff. */
const winAmountOf = (lot: Lot) =>
  lot.winner && lot.soldTo !== 'Plaintiff' ? lot.winner.amount : 0;

/** Bidders who joined the lot with a deposit or bid on it (spectators and pre-registrations are not). */
function biddersOf(lot: Lot): Set<number> {
  const ids = new Set<number>();
  for (const j of db.auctionBidders) if (j.lotId === lot.id && j.amount > 0) ids.add(j.bidderId);
  for (const b of db.bids) if (b.lotId === lot.id) ids.add(b.bidderId);
  return ids;
}

type StartedLot = Lot & { auctionId: number; startedTime: string };

/**
 * An auction of the period as the report gives it (spec 3 section 3: one item per auction):
 * its lots' bids, its distinct bidders, its winning bids added up, and when its first lot started.
 */
function itemOf(lots: readonly StartedLot[]): DashboardReportItem {
  const bidders = new Set<number>();
  for (const lot of lots) for (const id of biddersOf(lot)) bidders.add(id);
  const ids = new Set(lots.map((l) => l.id));
  return {
    bidsCount: db.bids.filter((b) => ids.has(b.lotId)).length,
    biddersCount: bidders.size,
    winAmount: lots.reduce((sum, l) => sum + winAmountOf(l), 0),
    startedTime: lots[0].startedTime,
  };
}

const createdIn = (role: Role, period: [number, number]) =>
  db.users.filter((u) => u.role === role && within(u.createdDate, period)).length;

/**
 * The period's report: every real auction whose first lot started in it (earliest first), one
 * item each, and the bidder and auctioneer accounts created in it.
 */
export function dashboardReport(period: [number, number]): DashboardReport {
  const byAuction = new Map<number, StartedLot[]>();
  db.lots
    .filter((l): l is StartedLot => Boolean(l.auctionId !== null && l.startedTime))
    .filter((l) => isReal(db.auctions.find((a) => a.id === l.auctionId)))
    .sort((a, b) => a.startedTime.localeCompare(b.startedTime) || a.id - b.id)
    .forEach((l) => byAuction.set(l.auctionId, [...(byAuction.get(l.auctionId) ?? []), l]));
  const items = [...byAuction.values()]
    .filter((lots) => within(lots[0].startedTime, period))
    .map(itemOf);
  return {
    items,
    newBidders: createdIn(Role.Bidder, period),
    newAuctioneers: createdIn(Role.Auctioneer, period),
  };
}

const fullName = (u: User | undefined) =>
  u ? [u.firstName, u.lastName].filter(Boolean).join(' ') : '';

/** A lot sold to a bidder and awaiting payoff whose full payment has not been received. */
export const isOutstanding = (lot: Lot) =>
  lot.status === 'PendingTransaction' &&
  lot.winner !== null &&
  lot.soldTo !== 'Plaintiff' &&
  !hasPayment(lot);

const NO_ADDRESS = {
  streetLine1: '',
  streetLine2: '',
  city: '',
  county: '',
  stateCode: '',
  zipCode: '',
};

/** The outstanding balances, most recently stopped first. The relief fee is the lot's own. */
export function outstandingBalances(): OutstandingBalance[] {
  return db.lots
    .filter(isOutstanding)
    .sort((a, b) => (b.stoppedTime ?? '').localeCompare(a.stoppedTime ?? '') || b.id - a.id)
    .map((lot) => {
      const auction = db.auctions.find((a) => a.id === lot.auctionId);
      const property = primaryPropertyOf(lot.id);
      return {
        id: lot.id,
        ...(property ? addressView(property) : NO_ADDRESS),
        auctionCompanyName: db.companies.find((c) => c.id === auction?.companyId)?.name ?? '',
        stoppedTime: lot.stoppedTime,
        winner: fullName(db.users.find((u) => u.id === lot.winner!.bidderId)),
        winAmount: lot.winner!.amount,
        reliefFee: lot.reliefFee,
        requiredDown: lot.requiredDown,
        depositReceivedDate: lot.depositReceivedDate,
      };
    });
}
