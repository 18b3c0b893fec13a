import { http } from '../api/http';
import { serverNow } from './clock';
import type { LotFollow } from './stream';

/** A lot the bidder has joined, as the joined-lots call returns it. */
export interface JoinedLot {
  lotId: number;
  lotAuctionId: number;
  lotAuctionStartType: 'Auto' | 'Manual';
  lotAuctionStartTime: string;
  lotAuctionStopTime: string | null;
  lotAuctionTimeLeft: number;
  lotAuctionExtraTime: number;
  lotMinBidIncrements: number;
  lotRequiredDown: number;
  lotOpeningPrice: number;
  lotStartedTime: string | null;
  lotStoppedTime: string | null;
  lotStopTime: string | null;
  paddleNumber: number;
  amount: number;
  type: 'online' | 'in-person';
  streetLine1?: string;
  city?: string;
  stateCode?: string;
  zipCode?: string;
}

/** How long to wait before asking again when the joined-lots check fails. */
export const JOINED_RETRY_MS = 5000;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The bidder's joined lots for the live subscription; a failure is retried after a delay. */
export async function loadJoinedLots({ retries = 3, retryMs = JOINED_RETRY_MS } = {}): Promise<
  JoinedLot[]
> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await http.get<JoinedLot[]>(
        `/api/bidders/grpc/${encodeURIComponent(new Date(serverNow()).toISOString())}`,
        { silent: true },
      );
      return res.data;
    } catch (e) {
      if (attempt >= retries) throw e;
      await wait(retryMs);
    }
  }
}

/** The subscription entries for joined lots. */
export const followsOf = (lots: JoinedLot[]): LotFollow[] =>
  lots.map((l) => ({ id: l.lotId, amount: l.amount, type: l.type, auctionId: l.lotAuctionId }));
