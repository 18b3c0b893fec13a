// Answered in the simulator by src/mocks/handlers/auctionDetail.ts.
import { call } from './call';
import * as api from './contract/auctionDetail';
import type { AuctionPayload } from './contract/auctions';
import type { StreamInput } from './contract/auctionDetail';

export type {
  AuctionBidderRow,
  AuctionDetail,
  AuctionLotRow,
  AuctionStream,
  StreamInput,
  StreamStatus,
} from './contract/auctionDetail';

/** The auction with its lots and streams. Silent: the page shows its own not-found result. */
export const getAuctionDetail = (auctionId: number) =>
  call(api.getAuctionDetail, { params: { auctionId }, config: { silent: true } });

/** Saves the settings under the create rules; a refusal shows the server's message. */
export const updateAuction = (auctionId: number, payload: AuctionPayload) =>
  call(api.updateAuction, { params: { auctionId }, body: payload });

/** Deletes an auction that has no lots. */
export async function deleteAuction(auctionId: number) {
  await call(api.deleteAuction, { params: { auctionId } });
}

/** Sets the lot order; lot numbers follow it. */
export async function reorderAuctionLots(auctionId: number, lotIds: number[]) {
  await call(api.reorderAuctionLots, { params: { auctionId }, body: { lotIds } });
}

/** The company's Draft lots with no auction, which may be added to this one. */
export const listAvailableLots = (auctionId: number) =>
  call(api.listAvailableLots, { params: { auctionId }, config: { silent: true } });

/** The bidders of every lot of the auction (a list: failures are silent). */
export const listAuctionBidders = (auctionId: number) =>
  call(api.listAuctionBidders, { params: { auctionId }, config: { silent: true } });

/** Adds a Draft lot to an auction (POST /api/lots/{lotId}/{auctionId}). */
export async function assignLot(lotId: number, auctionId: number) {
  await call(api.assignLot, { params: { lotId, auctionId } });
}

/** Takes a Draft lot out of its auction. */
export async function removeLotFromAuction(lotId: number, auctionId: number) {
  await call(api.removeLotFromAuction, { params: { lotId, auctionId } });
}

/** Publishes a Draft lot (PUT /api/lots/{id}/list). */
export async function publishLot(lotId: number) {
  await call(api.publishLot, { params: { id: lotId } });
}

export async function createStream(auctionId: number, body: StreamInput) {
  await call(api.createStream, { params: { auctionId }, body });
}

export async function updateStream(auctionId: number, streamId: number, body: StreamInput) {
  await call(api.updateStream, { params: { auctionId, streamId }, body });
}

export async function deleteStream(auctionId: number, streamId: number) {
  await call(api.deleteStream, { params: { auctionId, streamId } });
}
