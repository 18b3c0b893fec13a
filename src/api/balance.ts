import type { LinkedBankAccount } from '../lib/bankAccount';
import { queryOptions } from '@tanstack/react-query';
import { bidderQueries } from './bidders';
import { http } from './http';
import { refreshAccounts } from './joining';
import { useResourceMutation, type MutationExtras } from './mutation';

/** The bidder's verified balance, linked bank accounts and locked funds (spec 1 section 3). */
export interface BalanceSummary {
  /** What the valid linked accounts held at the last verification. */
  verifiedBalance: number;
  /** The verified balance less the locked funds. */
  availableBalance: number;
  lockedBalance: number;
  /** When the linked accounts were last read (null when none is linked). */
  verifiedDate: string | null;
}

export type { LinkedBankAccount };

/** The lot a locked amount belongs to. */
export interface LockedLot {
  id: number;
  auctionId: number | null;
  lotNumber: number;
  address: string;
}

export interface LockedFunds {
  activeAuctions: { lot: LockedLot; amount: number }[];
  pendingWinnings: { lot: LockedLot; bidAmount: number; downAmount: number }[];
}

const root = ['balances'] as const;

export const balanceQueries = {
  all: () => root,
  summary: () =>
    queryOptions({ queryKey: [...root, 'summary'] as const, queryFn: getBalanceSummary }),
  linkedAccounts: () =>
    queryOptions({ queryKey: [...root, 'linkedAccounts'] as const, queryFn: listLinkedAccounts }),
  lockedFunds: () =>
    queryOptions({ queryKey: [...root, 'lockedFunds'] as const, queryFn: getLockedFunds }),
};

export async function getBalanceSummary() {
  return (await http.get<BalanceSummary>('/api/accounts/balance')).data;
}

export async function listLinkedAccounts() {
  return (await http.get<LinkedBankAccount[]>('/api/accounts/list')).data;
}

export async function getLockedFunds() {
  return (await http.get<LockedFunds>('/api/accounts/lockedfunds')).data;
}

/** Reads the linked accounts' balances again: the balance pages and the bidder's global data follow. */
export const useRefreshAccounts = (extras: MutationExtras<void, void> = {}) =>
  useResourceMutation(refreshAccounts, () => [root, bidderQueries.global().queryKey], extras);
