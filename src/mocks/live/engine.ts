import { maxBiddable, minimumBid as minBidRule } from '../rules/bids';
import { hasDeposit } from '../rules/caseStatus';
import { AMOUNTS, amountProblem, type AmountRule } from '../rules/money';
import { ownsProfile, PROFILE_ERRORS } from '../rules/purchaseProfile';
import { Event } from '../../live/gen/auction';
import { simIso, simNow } from '../clock';
import { db, newId } from '../db';
import type { Auction, AuctionBidder, Lot, User } from '../db/types';
import { makeActivityLog, winnerOf } from '../factories';
import { broadcast, sendToUser, unfollowForUser } from './hub';
import { bidderEntry, bidderOfBid, bidsOf, message } from './messages';

/** A stop is refused while the last bid is younger than this (the stop alert is sent instead). */
export const STOP_ALLOWED_AFTER_SECONDS = 10;
const MIN = 60_000;

export class RuleError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export const auctionOf = (lot: Lot): Auction | undefined =>
  db.auctions.find((a) => a.id === lot.auctionId);
export const isStarted = (lot: Lot) => Boolean(lot.startedTime) && !lot.stoppedTime;

/** Adds an entry to the activity log of a lot (and of its case). */
export const logLot = (lot: Lot, title: string, body: string, userId: number | null = null) =>
  makeActivityLog({
    userId,
    caseId: lot.caseId,
    lotId: lot.id,
    actLogTitle: title,
    actLogBody: body,
  });

/** Highest bid first. */
export const latestBid = (lotId: number) => bidsOf(lotId).at(-1) ?? null;

/** Minimum next bid, by the shared rule. */
export const minimumBid = (lot: Lot): number =>
  minBidRule(latestBid(lot.id)?.amount ?? null, lot.openingPrice, lot.minBidIncrements);

export { maxBiddable };

export function startLot(lot: Lot, userId: number | null = null) {
  const auction = auctionOf(lot);
  if (!auction || auction.isFinished || auction.isCancelled)
    throw new RuleError('The auction is not running!');
  if (lot.status !== 'Listed') throw new RuleError('Only listed lots can be started!');
  if (lot.startedTime && !lot.stoppedTime) return;
  lot.startedTime = simIso();
  if (auction.startType === 'Auto' && auction.stopTime) lot.stopTime ??= auction.stopTime;
  auction.isOpen = true;
  logLot(lot, 'Auction Started', `Lot ${lot.lotNumber} started.`, userId);
  broadcast(lot.id, message(Event.LotStarted, lot));
}

/** Places a bid under every rule; returns the bid. */
export function placeBid(lot: Lot, bidder: User, amount: number, { onBehalf = false } = {}) {
  const auction = auctionOf(lot);
  if (!onBehalf && !bidder.isVerified) throw new RuleError('Your account is not verified');
  if (bidder.isDeactivated) throw new RuleError('Your account is deactivated!');
  if (!auction || !isStarted(lot) || (lot.stopTime && new Date(lot.stopTime).getTime() <= simNow()))
    throw new RuleError('The lot is not open for bidding!');
  if (amountProblem(amount, AMOUNTS.bid)) throw new RuleError('The bid amount is wrong!');
  const join = db.auctionBidders.find(
    (j) => j.lotId === lot.id && j.bidderId === bidder.id && !j.leftDate,
  );
  if (!join) throw new RuleError('You have not joined this lot!');
  if (join.amount <= 0) throw new RuleError("Currently you're in spectator mode!");
  const min = minimumBid(lot);
  if (amount < min) throw new RuleError(`The minimum bid is $${min.toLocaleString('en-US')}!`);
  if (amount > maxBiddable(join.amount, lot.requiredDown))
    throw new RuleError('Insufficient Deposit');
  if (latestBid(lot.id)?.bidderId === bidder.id)
    throw new RuleError('You already hold the highest bid!');
  const bid = {
    id: newId(),
    lotId: lot.id,
    bidderId: bidder.id,
    amount,
    paddleNumber: join.paddleNumber,
    createdDate: simIso(),
  };
  db.bids.push(bid);
  // Auto auctions: a bid within `timeLeft` minutes of the end extends it by `extraTime` minutes.
  if (auction.startType === 'Auto' && auction.timeLeft > 0 && lot.stopTime) {
    const left = new Date(lot.stopTime).getTime() - simNow();
    if (left <= auction.timeLeft * MIN)
      lot.stopTime = new Date(
        new Date(lot.stopTime).getTime() + auction.extraTime * MIN,
      ).toISOString();
  }
  // A new bid during the stop alert cancels it.
  if (lot.stopAlertTime) {
    lot.stopAlertTime = null;
    broadcast(lot.id, message(Event.StoppingCancelled, lot));
  }
  logLot(
    lot,
    'Bid Placed',
    `Paddle ${join.paddleNumber} bid $${amount.toLocaleString('en-US')}.`,
    bidder.id,
  );
  broadcast(lot.id, message(Event.BidPlaced, lot, { bidder: bidderOfBid(bid) }));
  return bid;
}

/** Stops a lot and declares the winner (Plaintiff when no bids). Manual stops respect the last-bid threshold. */
export function stopLot(
  lot: Lot,
  { manual = false, userId = null as number | null } = {},
): { stopped: boolean } {
  if (!isStarted(lot)) throw new RuleError('The lot is not running!');
  const last = latestBid(lot.id);
  if (
    manual &&
    last &&
    simNow() - new Date(last.createdDate).getTime() < STOP_ALLOWED_AFTER_SECONDS * 1000
  ) {
    notifyStop(lot, userId);
    return { stopped: false };
  }
  lot.stoppedTime = simIso();
  lot.stopAlertTime = null;
  if (last) {
    lot.winner = winnerOf(last);
    lot.soldTo = 'ThirdPartyBidder';
    logLot(
      lot,
      'Winner Declared',
      `Paddle ${last.paddleNumber} won at $${last.amount.toLocaleString('en-US')}.`,
      userId,
    );
  } else {
    lot.soldTo = 'Plaintiff';
    logLot(lot, 'Winner Declared', 'No bids: sold to Plaintiff.', userId);
  }
  lot.status = 'PendingTransaction';
  logLot(lot, 'Lot Closed', `Lot ${lot.lotNumber} closed.`, userId);
  broadcast(lot.id, message(Event.LotStopped, lot));
  const auction = auctionOf(lot);
  if (
    auction &&
    db.lots
      .filter((l) => l.auctionId === auction.id && l.status === 'Listed')
      .every((l) => l.stoppedTime)
  ) {
    auction.isFinished = true;
    auction.isOpen = false;
  }
  return { stopped: true };
}

export function notifyStop(lot: Lot, userId: number | null = null) {
  if (!isStarted(lot)) throw new RuleError('The lot is not running!');
  lot.stopAlertTime = simIso();
  logLot(lot, 'Stop Alert Sent', `Final call for lot ${lot.lotNumber}.`, userId);
  broadcast(lot.id, message(Event.LotStopping, lot, { stopAlertElapsedSeconds: 0 }));
}

export function cancelStopAlert(lot: Lot, userId: number | null = null) {
  if (!lot.stopAlertTime) throw new RuleError('There is no stop alert to cancel!');
  lot.stopAlertTime = null;
  logLot(lot, 'Stop Alert Canceled', `Final call for lot ${lot.lotNumber} cancelled.`, userId);
  broadcast(lot.id, message(Event.StoppingCancelled, lot));
}

export function changeIncrement(lot: Lot, amount: number) {
  const problem = amountProblem(amount, AMOUNTS.liveIncrement);
  if (problem === 'tooSmall') throw new RuleError('The minimum increment must be at least 1!');
  if (problem) throw new RuleError('The minimum increment is wrong!');
  lot.minBidIncrements = amount;
  broadcast(lot.id, message(Event.BidIncChanged, lot));
}

/** Funds locked by a bidder: amounts joined in lots still running or to come, plus down payments of pending wins. */
export function lockedBalance(bidderId: number, except?: AuctionBidder): number {
  const active = db.auctionBidders
    .filter((j) => j !== except && j.bidderId === bidderId && !j.leftDate && j.amount > 0)
    .filter((j) => db.lots.find((l) => l.id === j.lotId)?.stoppedTime == null)
    .reduce((sum, j) => sum + j.amount, 0);
  const pending = db.lots
    .filter(
      (l) => l.winner?.bidderId === bidderId && l.status === 'PendingTransaction' && !hasDeposit(l),
    )
    .reduce((sum, l) => sum + (l.winner!.amount * l.requiredDown) / 100, 0);
  return active + pending;
}

/** The amount to lock must fit the bidder's balance less what is locked elsewhere. */
function checkFunds(bidderId: number, amount: number, existing?: AuctionBidder) {
  if (amount <= 0) return;
  const balance = db.bidders.find((b) => b.userId === bidderId)?.availableBalance ?? 0;
  if (amount > balance - lockedBalance(bidderId, existing))
    throw new RuleError('Insufficient Balance!');
}

/**
 * Joins (amount > 0), pre-registers (-1) or spectates (0); `amounts`: the amounts the caller may
 * lock (a bidder's own join by default, whole dollars). Returns the join.
 */
export function joinLot(
  lot: Lot,
  bidder: User,
  amount: number,
  purchaseProfileId: number | null,
  type: AuctionBidder['type'],
  amounts: AmountRule = AMOUNTS.join,
): AuctionBidder {
  const auction = auctionOf(lot);
  if (!auction || auction.isFinished || auction.isCancelled || lot.status !== 'Listed')
    throw new RuleError('The lot is not open for joining!');
  if (amountProblem(amount, amounts)) throw new RuleError('The amount is wrong!');
  if (amount === -1 && auction.isOpen)
    throw new RuleError('Pre-registration is closed: the auction has started.');
  if (bidder.isDeactivated) throw new RuleError('Your account is deactivated!');
  if (purchaseProfileId != null && !ownsProfile(bidder.id, purchaseProfileId))
    throw new RuleError(PROFILE_ERRORS.select);
  const existing = db.auctionBidders.find((j) => j.lotId === lot.id && j.bidderId === bidder.id);
  checkFunds(bidder.id, amount, existing);
  if (amount > 0 && purchaseProfileId == null && type === 'online')
    throw new RuleError('*Please select a purchase profile!');
  const paddle =
    existing?.paddleNumber ??
    db.auctionBidders.find((j) => j.auctionId === auction.id && j.bidderId === bidder.id)
      ?.paddleNumber ??
    100 +
      new Set(db.auctionBidders.filter((j) => j.auctionId === auction.id).map((j) => j.bidderId))
        .size +
      1;
  const join: AuctionBidder = existing ?? {
    id: newId(),
    auctionId: auction.id,
    lotId: lot.id,
    bidderId: bidder.id,
    paddleNumber: paddle,
    amount,
    purchaseProfileId,
    type,
    enteredDate: simIso(),
    leftDate: null,
  };
  Object.assign(join, {
    amount,
    purchaseProfileId,
    type,
    leftDate: null,
    enteredDate: existing?.leftDate ? simIso() : join.enteredDate,
  });
  if (!existing) db.auctionBidders.push(join);
  broadcast(lot.id, message(Event.BidderJoined, lot, { biddersList: [bidderEntry(join)] }));
  return join;
}

export function leaveLot(lot: Lot, bidderId: number, { kicked = false } = {}) {
  const join = db.auctionBidders.find(
    (j) => j.lotId === lot.id && j.bidderId === bidderId && !j.leftDate,
  );
  if (!join) throw new RuleError('Bidder is not found!', kicked ? 404 : 400);
  if (!kicked && isStarted(lot) && latestBid(lot.id)?.bidderId === bidderId)
    throw new RuleError('You cannot leave while you hold the highest bid!', 999);
  join.leftDate = simIso();
  broadcast(lot.id, message(Event.BidderLeft, lot, { biddersList: [bidderEntry(join)] }));
  if (kicked) {
    sendToUser(bidderId, lot.id, message(Event.Kick, lot));
    unfollowForUser(bidderId, lot.id);
  }
}

export function changeAmount(lot: Lot, bidderId: number, amount: number) {
  const join = db.auctionBidders.find(
    (j) => j.lotId === lot.id && j.bidderId === bidderId && !j.leftDate,
  );
  if (!join) throw new RuleError('You have not joined this lot!');
  if (amountProblem(amount, AMOUNTS.lockedAmount)) throw new RuleError('The amount is wrong!');
  checkFunds(bidderId, amount, join);
  join.amount = amount;
  broadcast(lot.id, message(Event.ChangeAmount, lot, { biddersList: [bidderEntry(join)] }));
}
