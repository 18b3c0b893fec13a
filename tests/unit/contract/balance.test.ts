import { describe, expect, it } from 'vitest';
import {
  BalanceSummary,
  LinkedBankAccount,
  listLinkedAccounts,
  LockedFunds,
} from '../../../src/api/contract/balance';
import { check } from '../../../src/api/contract/parse';

/** Spec 1 section 3: the linked bank account. */
const bank = {
  id: 1,
  bidderId: 7,
  institutionName: 'First Bank',
  institutionLogo: '/bank.png',
  name: 'Checking',
  mask: '1234',
  balance: 50_000,
  subType: 'checking',
  isValid: true,
  isHidden: false,
  modifiedDate: '2026-03-01T10:00:00Z',
  nickName: 'Main',
};

const lot = { id: 11, auctionId: 4, lotNumber: 1, address: '1 Main St, Chicago, IL 60601' };

describe('the bidder’s balances (spec 1 section 3)', () => {
  it('takes a linked account and refuses another sub type, naming the field', () => {
    expect(check(LinkedBankAccount, bank)).toEqual({ ok: true, value: bank });
    expect(check(LinkedBankAccount, { ...bank, subType: 'credit' })).toMatchObject({
      ok: false,
      issues: [{ path: 'subType' }],
    });
    const { nickName: _n, ...noNick } = bank;
    expect(check(LinkedBankAccount, noNick)).toMatchObject({
      ok: false,
      issues: [{ path: 'nickName', problem: 'expected string, received undefined' }],
    });
  });

  it('takes the locked funds: activeAuctions (lot, amount), pendingWinnings (lot, bidAmount, downAmount)', () => {
    const funds = {
      activeAuctions: [{ lot, amount: 10_000 }],
      pendingWinnings: [
        { lot: { ...lot, auctionId: null }, bidAmount: 120_000, downAmount: 30_000 },
      ],
    };
    expect(check(LockedFunds, funds)).toEqual({ ok: true, value: funds });
    expect(
      check(LockedFunds, { activeAuctions: [], pendingWinnings: [{ lot, bidAmount: 1 }] }),
    ).toMatchObject({ ok: false, issues: [{ path: 'pendingWinnings.0.downAmount' }] });
  });

  it('takes the balance figures; the verification date may be empty', () => {
    const summary = {
      verifiedBalance: 5,
      availableBalance: 4,
      lockedBalance: 1,
      verifiedDate: null,
    };
    expect(check(BalanceSummary, summary)).toEqual({ ok: true, value: summary });
    expect(check(BalanceSummary, { ...summary, lockedBalance: undefined })).toMatchObject({
      ok: false,
      issues: [{ path: 'lockedBalance' }],
    });
  });

  it('the account list teaches the account id (the bidder of the first account)', () => {
    expect(listLinkedAccounts.probe?.learn?.([bank])).toEqual({ accountId: 7 });
  });
});
