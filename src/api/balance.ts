import type { LinkedBankAccount } from '../lib/bankAccount';
import { http } from './http';

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

export const balanceKeys = {
  all: ['balance'] as const,
  summary: ['balance', 'summary'] as const,
  accounts: ['balance', 'accounts'] as const,
  locked: ['balance', 'locked'] as const,
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
