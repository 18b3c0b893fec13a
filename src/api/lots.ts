import { http } from './http';
import type { PublicLotRow } from './public';

export interface Attribute {
  attributeName: string;
  attributeDisplayName?: string;
  value: string;
  attributeType?: string;
}

export interface PropertyView {
  id: number;
  lotId: number;
  streetLine1: string;
  streetLine2?: string;
  city: string;
  county?: string;
  stateCode: string;
  zipCode: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  isPrimary: boolean;
  imageData: { url: string; isMain: boolean; description?: string }[];
  extendedData: Attribute[];
}

export interface BidView {
  id: number;
  amount: number;
  paddleNumber: number;
  createdDate: string;
  userName: string;
}

export interface AuctionView {
  id: number;
  hostName: string;
  hostLogoUrl: string;
  startTime: string;
  stopTime: string | null;
  startType: 'Auto' | 'Manual';
  type: 'Online' | 'InPerson' | 'Hybrid';
  location: string;
  isOpen: boolean;
  isFinished: boolean;
  isCancelled: boolean;
  timeLeft: number;
  extraTime: number;
  lots: {
    id: number;
    lotNumber: number;
    lotStatus: string;
    openingPrice: number;
    property: PropertyView | null;
  }[];
  streams: { id: number; title: string; url: string }[];
}

/** The bidder's view of a lot (GET /api/lots/{lotId}/bidder). */
export interface BidderLot {
  id: number;
  lotNumber: number;
  lotStatus: string;
  isPostponed: boolean;
  isPinned: boolean;
  auctionBidderLot: { amount: number; leftDate: string | null; paddleNumber: number } | null;
  auctionBidder: { type: string; purchaseProfileId: number | null; joiningFrom: string } | null;
  propertyCount: number;
  startedTime: string | null;
  stoppedTime: string | null;
  stopTime: string | null;
  requiredDown: number;
  minBidIncrements: number | null;
  openingPrice: number;
  property: PropertyView | null;
  case: { id: number; caseNumber: string; documents: { id: number; name: string; url: string }[] };
  bids: BidView[];
  auctionIsTest: boolean;
  /** The declared winner once the lot stopped (bidder id, amount, paddle). */
  winner?: { id: number; bid: number; paddleNumber: number; createdDate: string } | null;
  auction: AuctionView;
}

export const lotKeys = {
  bidder: (lotId: number) => ['lot', lotId, 'bidder'] as const,
};

export async function getBidderLot(lotId: number) {
  return (await http.get<BidderLot>(`/api/lots/${lotId}/bidder`)).data;
}

/** Pins or unpins a lot; the answer carries the new pinned count. */
export async function setPinned(lotId: number, pinned: boolean) {
  const res = pinned
    ? await http.get<{ pinnedCount: number }>(`/api/bidders/pin/${lotId}`)
    : await http.delete<{ pinnedCount: number }>(`/api/bidders/unpin/${lotId}`);
  return res.data;
}

export type { PublicLotRow };
