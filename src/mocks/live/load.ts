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
  let amount = latestBid(lot.id)?.amount ?? lot.openingPrice;
  const step = lot.minBidIncrements || 1;
  const one = (i: number) => {
    amount += step;
    const join = joins[i % joins.length];
    const bid = {
      id: newId(),
      lotId: lot.id,
      bidderId: join.bidderId,
      amount,
      paddleNumber: join.paddleNumber,
      // Distinct, increasing times even within one millisecond.
      createdDate: new Date(simNow() - count + i).toISOString(),
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
