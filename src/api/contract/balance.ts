/**
 * The bidder's balances: the verified balance, the linked bank accounts and the locked funds
 * (spec 1 §3 Linked bank account, Locked funds; §2 /account/balance).
 */
import * as z from 'zod/mini';
import { endpoint } from './define';
import { id, learnFirst } from './common';

/** The balance figures of /account/balance. */
export const BalanceSummary = z.object({
  /** What the valid linked accounts held at the last verification. */
  verifiedBalance: z.number(),
  /** The verified balance less the locked funds. */
  availableBalance: z.number(),
  lockedBalance: z.number(),
  /** When the linked accounts were last read (null when none is linked). */
  verifiedDate: z.nullable(z.string()),
});
export type BalanceSummary = z.infer<typeof BalanceSummary>;

/** A linked bank account (spec 1 §3 Linked bank account). */
export const LinkedBankAccount = z.object({
  id: id(),
  bidderId: id(),
  institutionName: z.string(),
  institutionLogo: z.string(),
  name: z.string(),
  /** The last four digits. */
  mask: z.string(),
  balance: z.number(),
  subType: z.enum(['checking', 'savings']),
  /** False once the bank link is broken (unlinked): the account no longer counts. */
  isValid: z.boolean(),
  /** Hidden by the bidder: it does not count towards the balance. */
  isHidden: z.boolean(),
  modifiedDate: z.string(),
  nickName: z.string(),
});
export type LinkedBankAccount = z.infer<typeof LinkedBankAccount>;

/** The lot a locked amount belongs to. */
export const LockedLot = z.object({
  id: id(),
  auctionId: z.nullable(id()),
  lotNumber: z.number(),
  address: z.string(),
});
export type LockedLot = z.infer<typeof LockedLot>;

/** Locked funds (spec 1 §3: activeAuctions (lot, amount), pendingWinnings (lot, bidAmount, downAmount)). */
export const LockedFunds = z.object({
  activeAuctions: z.array(z.object({ lot: LockedLot, amount: z.number() })),
  pendingWinnings: z.array(
    z.object({ lot: LockedLot, bidAmount: z.number(), downAmount: z.number() }),
  ),
});
export type LockedFunds = z.infer<typeof LockedFunds>;

export const getBalanceSummary = endpoint({
  method: 'GET',
  path: '/api/accounts/balance',
  designed:
    'spec 1 §2 shows the verified balance on /account/balance with no call for it: verified, available and locked balance and the verification date',
  summary: 'The bidder’s verified, available and locked balance.',
  response: BalanceSummary,
  roles: ['Bidder'],
  probe: {},
});

export const listLinkedAccounts = endpoint({
  method: 'GET',
  path: '/api/accounts/list',
  designed:
    'spec 1 §3 defines the linked bank account and §2 lists them on /account/balance with no call for the list',
  summary: 'The bidder’s linked bank accounts.',
  response: z.array(LinkedBankAccount),
  roles: ['Bidder'],
  probe: { learn: learnFirst('accountId', 'bidderId') },
});

export const getLockedFunds = endpoint({
  method: 'GET',
  path: '/api/accounts/lockedfunds',
  designed:
    'spec 1 §3 defines the locked funds (activeAuctions, pendingWinnings) with no call for them',
  summary: 'The funds locked in lots being auctioned and in wins awaiting their deposit.',
  response: LockedFunds,
  roles: ['Bidder'],
  probe: {},
});
