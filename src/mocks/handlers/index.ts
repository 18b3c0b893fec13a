import { http, HttpResponse } from 'msw';
import { controlHandlers } from '../controls';
import { faultHandler } from '../faults';
import { accountHandlers } from './account';
import { auctionDetailHandlers } from './auctionDetail';
import { auctionsHandlers } from './auctions';
import { authHandlers } from './auth';
import { casesHandlers } from './cases';
import { bidderHandlers } from './bidders';
import { imageHandlers } from './images';
import { liveHandlers } from './live';
import { lotHandlers } from './lots';
import { publicHandlers } from './public';
import { searchHandlers } from './search';
import { walletHandlers } from './wallet';
import { winningsHandlers } from './winnings';

/** Every endpoint the simulator answers, in order: test controls, faults, resources, then 501 for the rest. */
export const handlers = [
  ...controlHandlers,
  faultHandler,
  ...authHandlers,
  // Before the modules with `*/api/lots/:id/...` and `*/api/bidders/:id` patterns, which would take these paths.
  ...winningsHandlers,
  ...casesHandlers,
  ...bidderHandlers,
  ...liveHandlers,
  ...lotHandlers,
  ...publicHandlers,
  ...searchHandlers,
  ...imageHandlers,
  ...accountHandlers,
  ...walletHandlers,
  ...auctionsHandlers,
  ...auctionDetailHandlers,
  http.all('*/api/*', () =>
    HttpResponse.json({ message: 'Not implemented in the simulator' }, { status: 501 }),
  ),
];
