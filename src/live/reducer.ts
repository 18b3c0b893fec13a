import { compareTimes, instantOf, isBefore } from '../lib/instants';
import { eventName, isLiveEvent, LiveEvent, PRE_REGISTER_AMOUNT, SPECTATE_AMOUNT } from './events';
import type {
  LiveBid,
  LiveBidder,
  LiveBidderEntry,
  LiveBidderMessage,
  LiveLot,
  LiveLots,
  LiveMessage,
} from './types';

/** Actions of the live store: a stream message, or a local change of what is followed. */
export type LiveAction =
  | { type: 'message'; message: LiveMessage }
  | { type: 'track'; lotIds: number[] }
  | { type: 'removeLot'; lotId: number }
  | { type: 'connectionLost' };

export const emptyLot = (lotId: number): LiveLot => ({
  lotId,
  lotInfo: null,
  latestEvent: null,
  latestBid: null,
  bidList: [],
  lotWinner: null,
  nextLotId: null,
  minBidIncrements: null,
  activeBidders: [],
  leftBidders: [],
  errorMsg: null,
  lotInfoAt: null,
  stopAlertAt: null,
});

/** When the stop alert carried by `m` began, on the server clock. */
function alertStart(m: LiveMessage): number | null {
  const at = m.serverDateTime ? new Date(m.serverDateTime).getTime() : NaN;
  if (!Number.isFinite(at)) return null;
  return at - (m.lot?.stopAlertElapsedSeconds ?? 0) * 1000;
}

/** Why a message changes nothing (for the log), or null when it applies. */
export function ignoreReason(state: LiveLots, m: LiveMessage): string | null {
  if (!isLiveEvent(m.event)) return `unknown event ${m.event}`;
  const lotId = m.lot?.id;
  if (m.event === LiveEvent.Pong || m.event === LiveEvent.Disconnect) return null;
  if (lotId == null) return `${eventName(m.event)} without a lot`;
  if (!state[lotId]) return `${eventName(m.event)} for lot ${lotId}, which is not followed`;
  return null;
}

const started = (lot: LiveLot) => Boolean(lot.lotInfo?.startedTime);

function toBidder(entry: LiveBidderEntry, lotStarted: boolean): LiveBidder {
  const preRegistered = entry.maxBidAmount === PRE_REGISTER_AMOUNT;
  return {
    ...entry,
    // Pre-registered bidders become spectators once the lot has started.
    isPreRegistered: preRegistered && !lotStarted,
    isSpectator: entry.maxBidAmount === SPECTATE_AMOUNT || (preRegistered && lotStarted),
  };
}

const without = (list: LiveBidder[], id: number) => list.filter((b) => b.id !== id);

/** Each bid's createdDate as an instant, read once: a reconnect orders thousands of bids. */
const bidTimes = new WeakMap<LiveBid, number>();
function timeOf(bid: LiveBid): number {
  let t = bidTimes.get(bid);
  if (t === undefined) {
    t = instantOf(bid.createdDate);
    bidTimes.set(bid, t);
  }
  return t;
}

/** Newest first: later createdDate (as an instant) first, then higher id. */
function newer(a: LiveBid, b: LiveBid): boolean {
  const d = compareTimes(timeOf(a), timeOf(b));
  return d === 0 ? a.id > b.id : d > 0;
}

const sameTime = (a: LiveBid, b: LiveBid) => compareTimes(timeOf(a), timeOf(b)) === 0;

function toBid(b: LiveBidderMessage): LiveBid | null {
  if (!b.bid) return null;
  return { ...b.bid, bidderId: b.id, userName: b.userName, paddleNumber: b.paddleNumber };
}

/** Inserts a bid at its place (normally the head), once. Returns the same list when it is already there. */
export function insertBid(list: LiveBid[], bid: LiveBid): LiveBid[] {
  let at = 0;
  while (at < list.length && newer(list[at], bid)) at++;
  // A duplicate has the same id; by date it sits at `at` or among equal-date neighbours.
  for (let i = at; i < list.length && sameTime(list[i], bid); i++)
    if (list[i].id === bid.id) return list;
  for (let i = at - 1; i >= 0 && sameTime(list[i], bid); i--)
    if (list[i].id === bid.id) return list;
  if (at < list.length && list[at].id === bid.id) return list;
  // concat copies a list of thousands about 20 times faster than spreading it (0.02 against 0.37 ms
  // for 16,000 bids at full CPU), and the live store reduces once per decoding task.
  if (at === 0) return [bid].concat(list);
  return list.slice(0, at).concat([bid], list.slice(at));
}

/** Orders bids newest first in place; the usual oldest-first delivery is just reversed. */
function newestFirst(bids: LiveBid[]): LiveBid[] {
  let ascending = true;
  let descending = true;
  for (let i = 1; i < bids.length && (ascending || descending); i++) {
    if (newer(bids[i - 1], bids[i])) ascending = false;
    else descending = false;
  }
  if (descending) return bids;
  if (ascending) return bids.reverse();
  return bids.sort((a, b) => (newer(a, b) ? -1 : newer(b, a) ? 1 : 0));
}

/**
 * Merges `incoming` bids into a newest-first list in one pass (each bid once): the
 * same result as inserting them one by one, in O(n + k log k) instead of O(n x k).
 */
export function mergeBids(list: LiveBid[], incoming: LiveBid[]): LiveBid[] {
  if (!incoming.length) return list;
  if (incoming.length === 1) return insertBid(list, incoming[0]);
  // Usual case (live bids): every incoming bid is newer than the head, so only they need de-duplicating.
  if (!list.length || incoming.every((b) => newer(b, list[0]))) {
    const seen = new Set<number>();
    const fresh = incoming.filter((b) => !seen.has(b.id) && seen.add(b.id));
    return newestFirst(fresh).concat(list);
  }
  const known = new Set(list.map((b) => b.id));
  const fresh: LiveBid[] = [];
  for (const b of incoming)
    if (!known.has(b.id)) {
      known.add(b.id);
      fresh.push(b);
    }
  if (!fresh.length) return list;
  newestFirst(fresh);
  const out: LiveBid[] = new Array(list.length + fresh.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < list.length && j < fresh.length)
    out[k++] = newer(fresh[j], list[i]) ? fresh[j++] : list[i++];
  while (i < list.length) out[k++] = list[i++];
  while (j < fresh.length) out[k++] = fresh[j++];
  return out;
}

function withLotInfo(lot: LiveLot, m: LiveMessage): LiveLot {
  if (!m.lot) return lot;
  // Lot info older than what we hold (out-of-order delivery) is not applied.
  if (isBefore(m.serverDateTime, lot.lotInfoAt)) return lot;
  const next = { ...lot, lotInfo: m.lot, lotInfoAt: m.serverDateTime ?? lot.lotInfoAt };
  if (m.lot.nextId != null) next.nextLotId = m.lot.nextId;
  return next;
}

/**
 * The bidders of `bidderIds` with their last bid: their newest bid in the lot's list, so a
 * late older bid never replaces a newer one.
 */
function withLastBids(lot: LiveLot, bidderIds: ReadonlySet<number>): LiveBidder[] {
  const newest = new Map<number, number>();
  for (const b of lot.bidList) {
    if (newest.size === bidderIds.size) break;
    if (bidderIds.has(b.bidderId) && !newest.has(b.bidderId)) newest.set(b.bidderId, b.amount);
  }
  return lot.activeBidders.map((b) =>
    newest.has(b.id) ? { ...b, lastBid: { lotId: lot.lotId, amount: newest.get(b.id)! } } : b,
  );
}

function restamp(lot: LiveLot): LiveLot {
  const s = started(lot);
  const fix = (list: LiveBidder[]) => list.map((b) => toBidder(b, s));
  return { ...lot, activeBidders: fix(lot.activeBidders), leftBidders: fix(lot.leftBidders) };
}

function applyToLot(lot: LiveLot, m: LiveMessage): LiveLot {
  const event = m.event as LiveEvent;
  let next: LiveLot = { ...lot, latestEvent: event };
  if (m.minBidIncrements != null && m.minBidIncrements > 0 && event !== LiveEvent.BidIncChanged) {
    next.minBidIncrements ??= m.minBidIncrements;
  }
  switch (event) {
    case LiveEvent.Connect: {
      next = withLotInfo(next, m);
      const s = started(next);
      next.activeBidders = m.biddersList.filter((b) => !b.leftDate).map((b) => toBidder(b, s));
      next.leftBidders = m.biddersList.filter((b) => b.leftDate).map((b) => toBidder(b, s));
      if (m.minBidIncrements != null && m.minBidIncrements > 0)
        next.minBidIncrements = m.minBidIncrements;
      // A stop alert already running when we (re)connect carries its elapsed seconds.
      next.stopAlertAt =
        m.lot && m.lot.stopAlertElapsedSeconds > 0 && !m.lot.stoppedTime ? alertStart(m) : null;
      return next;
    }
    case LiveEvent.BidderJoined: {
      const entry = m.biddersList[0];
      if (!entry) return next;
      const b = toBidder({ ...entry, leftDate: null }, started(next));
      next.activeBidders = [b, ...without(next.activeBidders, b.id)];
      next.leftBidders = without(next.leftBidders, b.id);
      return next;
    }
    case LiveEvent.BidderLeft: {
      const id = m.biddersList[0]?.id ?? m.bidder?.id;
      if (id == null) return next;
      const known = next.activeBidders.find((b) => b.id === id) ?? m.biddersList[0];
      if (!known) return next;
      const left = toBidder(
        { ...known, leftDate: m.biddersList[0]?.leftDate || m.serverDateTime },
        started(next),
      );
      next.activeBidders = without(next.activeBidders, id);
      next.leftBidders = [left, ...without(next.leftBidders, id)];
      return next;
    }
    case LiveEvent.ChangeAmount: {
      const entry = m.biddersList[0];
      if (!entry) return next;
      const update = (list: LiveBidder[]) =>
        list.map((b) =>
          b.id === entry.id
            ? toBidder({ ...b, maxBidAmount: entry.maxBidAmount }, started(next))
            : b,
        );
      next.activeBidders = update(next.activeBidders);
      next.leftBidders = update(next.leftBidders);
      return next;
    }
    case LiveEvent.LotStarted:
      return restamp(withLotInfo(next, m));
    case LiveEvent.LotStopping:
      next = withLotInfo(next, m);
      next.stopAlertAt = alertStart(m);
      return next;
    case LiveEvent.StoppingCancelled:
      next = withLotInfo(next, m);
      next.stopAlertAt = null;
      return next;
    case LiveEvent.BidPlaced: {
      next = withLotInfo(next, m);
      const bid = m.bidder && toBid(m.bidder);
      if (!bid) return next;
      const bidList = insertBid(next.bidList, bid);
      if (bidList === next.bidList) return next;
      next.bidList = bidList;
      next.latestBid = bidList[0];
      // A new bid cancels a running stop alert.
      if (bidList[0] === bid) next.stopAlertAt = null;
      next.activeBidders = withLastBids(next, new Set([bid.bidderId]));
      return next;
    }
    case LiveEvent.LotStopped: {
      next = withLotInfo(next, m);
      const winner = m.lot?.winner ?? null;
      next.lotWinner = winner && winner.id ? winner.id : null;
      next.stopAlertAt = null;
      return next;
    }
    case LiveEvent.BidIncChanged:
      if (m.minBidIncrements != null) next.minBidIncrements = m.minBidIncrements;
      return next;
    case LiveEvent.BidPrior: {
      const bids = m.priorBids.map(toBid).filter((b): b is LiveBid => b !== null);
      next.bidList = mergeBids(next.bidList, bids);
      next.latestBid = next.bidList[0] ?? null;
      return next;
    }
    case LiveEvent.Error:
      next.errorMsg = m.errorMsg || null;
      return next;
    case LiveEvent.Kick:
    case LiveEvent.Disconnect:
    case LiveEvent.Pong:
      // Kick keeps the state; the screen reacts to latestEvent.
      return next;
  }
}

/**
 * The live-lot reducer: pure, one entry per followed lot, with the effects of
 * spec 1 section 4. Messages for lots not followed and unknown events change nothing.
 */
export function liveReducer(state: LiveLots, action: LiveAction): LiveLots {
  switch (action.type) {
    case 'track': {
      const missing = action.lotIds.filter((id) => !state[id]);
      if (!missing.length) return state;
      const next = { ...state };
      for (const id of missing) next[id] = emptyLot(id);
      return next;
    }
    case 'removeLot': {
      if (!state[action.lotId]) return state;
      const next = { ...state };
      delete next[action.lotId];
      return next;
    }
    case 'connectionLost': {
      // A lost connection clears every lot's data but its bids, which stay on screen until the
      // reconnect's history merges into them (bids are never withdrawn, so none can be stale);
      // the lots stay followed for the reconnect.
      const next: Record<number, LiveLot> = {};
      for (const [id, lot] of Object.entries(state))
        next[Number(id)] = {
          ...emptyLot(Number(id)),
          bidList: lot.bidList,
          latestBid: lot.latestBid,
        };
      return next;
    }
    case 'message': {
      const m = action.message;
      if (ignoreReason(state, m) || m.lot?.id == null) return state;
      const lot = state[m.lot.id];
      const updated = applyToLot(lot, m);
      return updated === lot ? state : { ...state, [lot.lotId]: updated };
    }
  }
}

const isBidFor = (a: LiveAction, lotId: number) =>
  a.type === 'message' && a.message.event === LiveEvent.BidPlaced && a.message.lot?.id === lotId;

const isPriorFor = (a: LiveAction, lotId: number) =>
  a.type === 'message' && a.message.event === LiveEvent.BidPrior && a.message.lot?.id === lotId;

/**
 * The bids of `after` that are not in `before`: `after` is a merge of `before` (newest first,
 * the same objects in the same order), so one walk finds them.
 */
function addedBids(before: LiveBid[], after: LiveBid[]): LiveBid[] {
  const added: LiveBid[] = [];
  const count = after.length - before.length;
  for (let i = 0, j = 0; added.length < count; i++) {
    if (after[i] === before[j]) j++;
    else added.push(after[i]);
  }
  return added;
}

/** A run of BidPlaced messages for one lot, applied as one step (the same state as one by one). */
function applyBids(state: LiveLots, messages: LiveMessage[]): LiveLots {
  const lotId = messages[0].lot!.id;
  const lot = state[lotId];
  if (!lot) return state;
  let next: LiveLot = { ...lot, latestEvent: LiveEvent.BidPlaced };
  const bids: LiveBid[] = [];
  for (const m of messages) {
    if (m.minBidIncrements != null && m.minBidIncrements > 0)
      next.minBidIncrements ??= m.minBidIncrements;
    next = withLotInfo(next, m);
    const bid = m.bidder && toBid(m.bidder);
    if (bid) bids.push(bid);
  }
  const before = next.bidList;
  const bidList = mergeBids(before, bids);
  if (bidList === before) return { ...state, [lotId]: next };
  next.bidList = bidList;
  next.latestBid = bidList[0];
  // A new bid at the head cancels a running stop alert.
  if (bidList[0] !== before[0]) next.stopAlertAt = null;
  // The bidders of the added bids (not of duplicates) get their last bid, as one by one.
  const bidders = new Set(addedBids(before, bidList).map((b) => b.bidderId));
  next.activeBidders = withLastBids(next, bidders);
  return { ...state, [lotId]: next };
}

/**
 * Applies the actions queued in one frame. Runs of BidPlaced for one lot (a burst)
 * are merged in one pass; everything else goes through `liveReducer` in order.
 */
export function reduceAll(state: LiveLots, actions: LiveAction[]): LiveLots {
  let s = state;
  for (let i = 0; i < actions.length;) {
    const a = actions[i];
    const lotId = a.type === 'message' ? a.message.lot?.id : undefined;
    if (lotId != null && isBidFor(a, lotId) && s[lotId]) {
      let j = i + 1;
      while (j < actions.length && isBidFor(actions[j], lotId)) j++;
      if (j - i > 1) {
        s = applyBids(
          s,
          actions.slice(i, j).map((x) => (x as { message: LiveMessage }).message),
        );
        i = j;
        continue;
      }
    }
    if (lotId != null && isPriorFor(a, lotId)) {
      // Pages of prior bids (a reconnect's history) are merged once.
      let j = i + 1;
      while (j < actions.length && isPriorFor(actions[j], lotId)) j++;
      if (j - i > 1) {
        const pages = actions.slice(i, j).map((x) => (x as { message: LiveMessage }).message);
        const merged = {
          ...pages[pages.length - 1],
          priorBids: pages.flatMap((m) => m.priorBids),
          // One by one, the first page that carries an increment sets a missing one.
          minBidIncrements:
            pages.find((m) => (m.minBidIncrements ?? 0) > 0)?.minBidIncrements ?? null,
        };
        s = liveReducer(s, { type: 'message', message: merged });
        i = j;
        continue;
      }
    }
    s = liveReducer(s, a);
    i++;
  }
  return s;
}
