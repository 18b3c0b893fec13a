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
