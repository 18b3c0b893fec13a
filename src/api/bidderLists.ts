// Answered in the simulator by src/mocks/handlers/winnings.ts.
import { call } from './call';
import * as api from './contract/bidderLists';

/** A lot in the bidder's dashboard lists (the listing shape of spec 1 section 3). */
export type { BidderListLot } from './contract/bidderLists';

export const LIVE_PAGE_SIZE = 12;

/** The dashboard lists fail silently (spec 1 section 8): the section simply shows nothing. */
export const listPinnedLots = () => call(api.listPinnedLots, { config: { silent: true } });

export const listUpcomingLots = () => call(api.listUpcomingLots, { config: { silent: true } });

export const listLiveLots = () =>
  call(api.listLiveLots, {
    body: { pagination: { current: 1, pageSize: LIVE_PAGE_SIZE } },
    config: { silent: true },
  });
