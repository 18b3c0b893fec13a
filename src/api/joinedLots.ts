import { call } from './call';
import { listJoinedLots } from './contract/joining';
import { serverNow } from '../live/clock';
import type { LotFollow } from '../live/stream';

/** A lot the bidder has joined, as the joined-lots call returns it. */
export type { JoinedLot } from './contract/joining';
type JoinedLot = import('./contract/joining').JoinedLot;

/** How long to wait before asking again when the joined-lots check fails. */
export const JOINED_RETRY_MS = 5000;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The bidder's joined lots for the live subscription; a failure is retried after a delay. */
export async function loadJoinedLots({ retries = 3, retryMs = JOINED_RETRY_MS } = {}): Promise<
  JoinedLot[]
> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call(listJoinedLots, {
        params: { currentTime: new Date(serverNow()).toISOString() },
        config: { silent: true },
      });
    } catch (e) {
      if (attempt >= retries) throw e;
      await wait(retryMs);
    }
  }
}

/** The subscription entries for joined lots. */
export const followsOf = (lots: JoinedLot[]): LotFollow[] =>
  lots.map((l) => ({ id: l.lotId, amount: l.amount, type: l.type, auctionId: l.lotAuctionId }));
