import type { AuctionPayload, AuctionStartType, AuctionType } from '../lib/auctionForm';
import { http } from './http';

/** A lot of an auction as the detail page lists it (in lotNumber order). */
export interface AuctionLotRow {
  id: number;
  lotNumber: number;
  lotStatus: string;
  isPostponed: boolean;
  openingPrice: number | null;
  requiredDown: number | null;
  minBidIncrements: number | null;
  propertyCount: number;
  streetLine1: string;
  streetLine2: string;
  city: string;
  stateCode: string;
  zipCode: string;
  caseId: number;
  caseNumber: string;
  auction: { id: number; startTime: string; stopTime: string | null } | null;
  startedTime: string | null;
  stoppedTime: string | null;
}

export type StreamStatus = 'Offline' | 'Live';

export interface AuctionStream {
  id: number;
  title: string;
  url: string;
  status: StreamStatus;
  type: 'YouTube';
  createdDate: string;
}

/** The body of a stream create or update (the type is always YouTube). */
export interface StreamInput {
  title: string;
  url: string;
  status: StreamStatus;
  type: 'YouTube';
}

/** GET /api/auctions/{auctionId}. */
export interface AuctionDetail {
  id: number;
  startTime: string;
  stopTime: string | null;
  type: AuctionType;
  startType: AuctionStartType;
  timeLeft: number;
  extraTime: number;
  location: string;
  isOpen: boolean;
  isFinished: boolean;
  isCancelled: boolean;
  isTest: boolean;
  isStarted: boolean;
  isPublished: boolean;
  lotCount: number;
  lots: AuctionLotRow[];
  streams: AuctionStream[];
}

/** A bidder of one lot of the auction (GET /api/auctions/{auctionId}/bidders). */
export interface AuctionBidderRow {
  id: number;
  lotId: number;
  bidderId: number;
  bidderUserName: string;
  bidderFirstName: string;
  bidderLastName: string;
  paddleNumber: number;
  amount: number;
  enteredDate: string;
  leftDate: string | null;
  balanceType: string;
}

/** The auction with its lots and streams. Silent: the page shows its own not-found result. */
export async function getAuctionDetail(id: number) {
  return (await http.get<AuctionDetail>(`/api/auctions/${id}`, { silent: true })).data;
}

/** Saves the settings under the create rules; a refusal shows the server's message. */
export async function updateAuction(id: number, payload: AuctionPayload) {
  return (await http.put<AuctionDetail>(`/api/auctions/${id}`, payload)).data;
}

/** Deletes an auction that has no lots. */
export async function deleteAuction(id: number) {
  await http.delete(`/api/auctions/${id}`);
}

/** Sets the lot order; lot numbers follow it. */
export async function reorderAuctionLots(id: number, lotIds: number[]) {
  return (await http.put<AuctionDetail>(`/api/auctions/${id}/lots/order`, { lotIds })).data;
}

/** The company's Draft lots with no auction, which may be added to this one. */
export async function listAvailableLots(id: number) {
  return (await http.get<AuctionLotRow[]>(`/api/auctions/${id}/availablelots`, { silent: true }))
    .data;
}

/** The bidders of every lot of the auction (a list: failures are silent). */
export async function listAuctionBidders(id: number) {
  return (await http.get<AuctionBidderRow[]>(`/api/auctions/${id}/bidders`, { silent: true })).data;
}

/** Adds a Draft lot to an auction (POST /api/lots/{lotId}/{auctionId}). */
export async function assignLot(lotId: number, auctionId: number) {
  return (await http.post<AuctionLotRow>(`/api/lots/${lotId}/${auctionId}`)).data;
}

/** Takes a Draft lot out of its auction. */
export async function removeLotFromAuction(lotId: number, auctionId: number) {
  await http.delete(`/api/lots/${lotId}/${auctionId}`);
}

/** Publishes a Draft lot (PUT /api/lots/{id}/list). */
export async function publishLot(lotId: number) {
  return (await http.put<AuctionLotRow>(`/api/lots/${lotId}/list`)).data;
}

export async function createStream(auctionId: number, body: StreamInput) {
  return (await http.post<AuctionStream>(`/api/auctions/${auctionId}/streams`, body)).data;
}

export async function updateStream(auctionId: number, streamId: number, body: StreamInput) {
  return (await http.put<AuctionStream>(`/api/auctions/${auctionId}/streams/${streamId}`, body))
    .data;
}

export async function deleteStream(auctionId: number, streamId: number) {
  await http.delete(`/api/auctions/${auctionId}/streams/${streamId}`);
}
