import { describe, expect, it } from 'vitest';
import {
  DashboardReport,
  dashboardReport,
  listOutstandingBalances,
} from '../../../src/api/contract/adminDashboard';
import { check } from '../../../src/api/contract/parse';
import { address } from './lotFixtures';

const issues = (r: ReturnType<typeof check>) => (r.ok ? [] : r.issues);

/** Spec 3 section 3: items (bidsCount, biddersCount, winAmount, startedTime), newBidders, newAuctioneers. */
const report = {
  items: [
    { bidsCount: 4, biddersCount: 2, winAmount: 90_000, startedTime: '2026-03-10T15:00:00Z' },
  ],
  newBidders: 3,
  newAuctioneers: 1,
};

const balance = {
  id: 7,
  ...address,
  streetLine2: null,
  auctionCompanyName: 'Prairie State Auctions',
  stoppedTime: '2026-03-10T15:00:00Z',
  winner: 'Jordan Reyes',
  winAmount: 100_000,
  reliefFee: 350,
  requiredDown: 25,
  depositReceivedDate: '0001-01-01T00:00:00',
};

describe('adminDashboard contract', () => {
  it('reads the spec’s report: items carry no auction id', () => {
    const r = check(dashboardReport.response, report);
    expect(r.ok && r.value.items[0]).toEqual(report.items[0]);
    // An auction id, if a server sends one, is not read.
    const extra = check(DashboardReport, {
      ...report,
      items: [{ ...report.items[0], auctionId: 9 }],
    });
    expect(extra.ok && Object.keys(extra.value.items[0]).sort()).toEqual([
      'biddersCount',
      'bidsCount',
      'startedTime',
      'winAmount',
    ]);
  });

  it('refuses an item without its start or counts, naming the path', () => {
    expect(
      issues(check(DashboardReport, { ...report, items: [{ bidsCount: 1, winAmount: 0 }] })),
    ).toEqual([
      { path: 'items.0.biddersCount', problem: 'expected number, received undefined' },
      { path: 'items.0.startedTime', problem: 'expected string, received undefined' },
    ]);
    expect(issues(check(DashboardReport, { items: [], newBidders: 0 }))).toEqual([
      { path: 'newAuctioneers', problem: 'expected number, received undefined' },
    ]);
  });

  it('reads an outstanding balance; empty texts read as ""', () => {
    const r = check(listOutstandingBalances.response, [balance]);
    expect(r.ok && r.value[0].streetLine2).toBe('');
    const { winAmount: _w, ...rest } = balance;
    expect(issues(check(listOutstandingBalances.response, [rest]))).toEqual([
      { path: '0.winAmount', problem: 'expected number, received undefined' },
    ]);
  });
});
