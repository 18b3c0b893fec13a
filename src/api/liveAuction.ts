// Answered in the simulator by src/mocks/handlers/live/bidding.ts, src/mocks/handlers/live/control.ts.
import { call } from './call';
import * as api from './contract/liveAuction';

/** The live auction and its lots (GET /api/auctions/{auctionId}/live). */
export type { LiveAuctionData, LiveAuctionLotRow } from './contract/liveAuction';

export const getLiveAuction = (auctionId: number) =>
  call(api.getLiveAuction, { params: { auctionId } });

/**
 * Tells the server this screen left the live auction (spec 1 section 7): bidders without a
 * flag, the control room with `false` and the TV view (presenter) with `true`. Its answer is
 * not used.
 */
export async function unsubscribeLive(presenter?: boolean) {
  await (presenter === undefined
    ? call(api.unsubscribeLive, { config: { silent: true } })
    : call(api.unsubscribeLiveStaff, { params: { presenter }, config: { silent: true } }));
}
