import { Event } from '../../live/gen/auction';
import { simNow } from '../clock';
import { db, newId } from '../db';
import type { Lot } from '../db/types';
import { joinLot, latestBid } from './engine';
import { broadcast } from './hub';
import { bidderOfBid, message } from './messages';

/**
 * Synthetic bid load for the live-view figures: `count` bids by the room bots,
 * each one increment above the last. With `perSecond` 0 they all go out at once
 * (a burst); otherwise at that rate. `broadcast` false only stores them (a backlog
 * that Connect and BidPrior deliver to the next subscriber).
 */
export function loadBids(
  lot: Lot,
  { count, perSecond = 0, send = true }: { count: number; perSecond?: number; send?: boolean },
) {
  const bots = db.users.filter((u) => u.userName.startsWith('room-bot-'));
  const joins = bots.map(
    (b) =>
      db.auctionBidders.find((j) => j.lotId === lot.id && j.bidderId === b.id && !j.leftDate) ??
      joinLot(lot, b, 0, null, 'online'),
  );
  const last = latestBid(lot.id);
  let amount = last?.amount ?? lot.openingPrice;
  let lastTime = last ? Date.parse(last.createdDate) : 0;
  const step = lot.minBidIncrements || 1;
  const one = (i: number) => {
    amount += step;
    // A burst's bids are dated over the millisecond before it; bids at a rate when they are sent.
    // Either way each is later than the lot's newest bid, as a server's would be.
    lastTime = Math.max(perSecond ? simNow() : simNow() - count + i, lastTime + 1);
    const join = joins[i % joins.length];
    const bid = {
      id: newId(),
      lotId: lot.id,
      bidderId: join.bidderId,
      amount,
      paddleNumber: join.paddleNumber,
      createdDate: new Date(lastTime).toISOString(),
    };
    db.bids.push(bid);
    if (send) broadcast(lot.id, message(Event.BidPlaced, lot, { bidder: bidderOfBid(bid) }));
  };
  const finalAmount = amount + step * count;
  if (!perSecond) {
    for (let i = 0; i < count; i++) one(i);
    return { finalAmount, durationMs: 0 };
  }
  let i = 0;
  const timer = setInterval(() => {
    one(i++);
    if (i >= count) clearInterval(timer);
  }, 1000 / perSecond);
  return { finalAmount, durationMs: (count / perSecond) * 1000 };
}
