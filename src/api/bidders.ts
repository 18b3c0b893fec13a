import { http } from './http';

/** Bidder global data: verification, balances, linked accounts and pins. */
export interface BidderGlobal {
  is_verified: boolean;
  available_balance: number;
  locked_balance: number;
  linked_account_count: number;
  pinned_count: number;
}

export const bidderKeys = { global: ['bidder', 'global'] as const };

/** Silent: the user menu simply shows nothing extra when it fails. */
export async function getBidderGlobal() {
  const res = await http.get<BidderGlobal>('/api/bidders', { silent: true });
  return res.data;
}
