// Answered in the simulator by src/mocks/handlers/wallet.ts.
import { queryOptions } from '@tanstack/react-query';
import { bidderQueries } from './bidders';
import { call } from './call';
import * as api from './contract/balance';
import { refreshAccounts } from './joining';
import { useResourceMutation, type MutationExtras } from './mutation';

export type { BalanceSummary, LinkedBankAccount, LockedFunds, LockedLot } from './contract/balance';

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

export const getBalanceSummary = () => call(api.getBalanceSummary);

export const listLinkedAccounts = () => call(api.listLinkedAccounts);

export const getLockedFunds = () => call(api.getLockedFunds);

/** Reads the linked accounts' balances again: the balance pages and the bidder's global data follow. */
export const useRefreshAccounts = (extras: MutationExtras<void, void> = {}) =>
  useResourceMutation(refreshAccounts, () => [root, bidderQueries.global().queryKey], extras);
