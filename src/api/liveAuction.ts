import { http } from './http';

/** A lot as the live auction screens load it (GET /api/auctions/{auctionId}/live). */
export interface LiveAuctionLotRow {
  id: number;
  lotNumber: number;
  lotStatus: string;
  isOpen: boolean;
  startedTime: string | null;
  stopTime: string | null;
  stoppedTime: string | null;
  streetLine1: string;
  streetLine2?: string;
  city: string;
  stateCode: string;
  zipCode: string;
  openingPrice: number;
  minBidIncrements: number;
  requiredDown: number;
  images: { url: string; isMain: boolean }[];
  winner: { paddleNumber: number } | null;
  nextLotId: number | null;
}

export interface LiveAuctionData {
  id: number;
  lots: LiveAuctionLotRow[];
  startType: 'Auto' | 'Manual';
  isFinished: boolean;
  isOpen: boolean;
  startTime: string;
  stopTime: string | null;
  /** Auto auctions: a bid within `timeLeft` minutes of the end extends it by `extraTime` minutes. */
  timeLeft: number;
  extraTime: number;
  isTest: boolean;
}

export async function getLiveAuction(auctionId: number) {
  return (await http.get<LiveAuctionData>(`/api/auctions/${auctionId}/live`)).data;
}

/**
 * Tells the server this screen left the live auction (spec 1 section 7): bidders without a
 * flag, the control room with `false` and the TV view (presenter) with `true`. Its answer is
 * not used.
 */
export async function unsubscribeLive(presenter?: boolean) {
  const path =
    presenter === undefined
      ? '/api/auctions/unsubscribegrpc'
      : `/api/auctions/unsubscribegrpc/${presenter}`;
  await http.post(path, undefined, { silent: true });
}
