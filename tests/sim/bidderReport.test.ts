import type { BidderReportRequest, BidderReportRow, ReportPage } from '../../src/api/reports';
import { Role } from '../../src/lib/roles';
import { db } from '../../src/mocks/db';
import type { Lot, User } from '../../src/mocks/db/types';
import {
  makeAuction,
  makeAuctionBidder,
  makeBid,
  makeBidder,
  makeCase,
  makeLot,
  makeProperty,
  winnerOf,
} from '../../src/mocks/factories';
import { lockedBalance } from '../../src/mocks/live/engine';
import { pdfText, readXlsxRows } from '../exportReaders';
import { callAs, liveLot, userNamed } from '../simApi';

const REPORT = '/api/reports/bidder';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function report(user: string, body: BidderReportRequest = {}) {
  const res = await callAs(user, 'POST', REPORT, body);
  expect(res.status).toBe(200);
  return (await res.json()) as ReportPage<BidderReportRow>;
}

/** Every row for the filters, one page of 100. */
const allRows = async (user: string, body: BidderReportRequest = {}) =>
  (await report(user, { ...body, pagination: { current: 1, pageSize: 100 } })).data;

const names = (rows: BidderReportRow[]) => rows.map((r) => r.userName);
const host = () => db.companies.find((c) => c.id === userNamed('auctioneer').companyId)!;
const otherHost = () => db.companies.find((c) => c.id !== host().id)!;
const firmId = () => userNamed('client').clientId!;
const otherFirmId = () => db.clients.find((c) => c.id !== firmId())!.id;

/** A lot of a new case of `clientId` in a new finished auction of `companyId`, at an address. */
function soldLot(companyId: number, clientId: number, street: string, startTime: string): Lot {
  const auction = makeAuction({ companyId, startTime, isFinished: true, type: 'Hybrid' });
  const kase = makeCase({ companyId, clientId });
  const lot = makeLot({ caseId: kase.id, auctionId: auction.id, status: 'Listed' });
  makeProperty({
    lotId: lot.id,
    address: {
      streetLine1: street,
      city: 'Peoria',
      county: 'Peoria',
      state: 'IL',
      zipCode: '61602',
    },
  });
  return lot;
}

/** A bidder who joined `lot` and won it with one bid. */
function winnerOfLot(lot: Lot, bidder: User) {
  makeAuctionBidder({ lotId: lot.id, bidderId: bidder.id });
  const bid = makeBid({ lotId: lot.id, bidderId: bidder.id });
  lot.winner = winnerOf(bid);
  lot.stoppedTime = bid.createdDate;
}

describe('the bidders report', () => {
  it('lists every bidder for an admin, by full name, with balances, wins and history', async () => {
    const page = await report('admin', { pagination: { current: 1, pageSize: 100 } });
    const bidders = db.users.filter((u) => u.role === Role.Bidder);
    expect(page.total).toBe(bidders.length);
    const sorted = [...page.data].map((r) => r.fullName);
    expect(sorted).toEqual(
      [...sorted].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );

    const demo = userNamed('bidder');
    const row = page.data.find((r) => r.id === demo.id)!;
    const locked = lockedBalance(demo.id);
    const balance = db.bidders.find((b) => b.userId === demo.id)!.availableBalance;
    const joined = new Set(
      db.auctionBidders.filter((j) => j.bidderId === demo.id).map((j) => j.lotId),
    );
    expect(row).toMatchObject({
      fullName: 'Bailey Brooks',
      userName: 'bidder',
      fullAddress1: '233 S Wacker Dr',
      fullAddress2: 'Chicago, IL 60606',
      phoneNumber: expect.stringMatching(/^\(\d{3}\) \d{3}-\d{4}$/),
      verification: 'Verified',
      availableBalance: Math.max(0, balance - locked),
      lockedBalance: locked,
      totalWins: db.lots.filter((l) => l.winner?.bidderId === demo.id).length,
    });
    expect(row.totalWins).toBeGreaterThan(0);
    expect(row.auctionHistory.map((h) => h.id).sort()).toEqual([...joined].sort());
    const starts = row.auctionHistory.map((h) => h.auctionStartTime);
    expect(starts).toEqual([...starts].sort().reverse());
    const won = row.auctionHistory.find((h) => db.lots.find((l) => l.id === h.id)?.winner)!;
    const winner = db.users.find(
      (u) => u.id === db.lots.find((l) => l.id === won.id)!.winner!.bidderId,
    )!;
    expect(won.winner).toBe(`${winner.firstName} ${winner.lastName}`);
    expect(won.auctionCompanyName).toBeTruthy();

    const unverified = page.data.find((r) => r.userName === 'bidder-unverified')!;
    expect(unverified.verification).toBe('Not verified');
  });

  it('pages the rows', async () => {
    const all = await allRows('admin');
    const second = await report('admin', { pagination: { current: 2, pageSize: 3 } });
    expect(second.total).toBe(all.length);
    expect(names(second.data)).toEqual(names(all.slice(3, 6)));
  });

  it('filters verified accounts, verified phones, and searches names and addresses', async () => {
    const phoneless = makeBidder({ userName: 'phone-pending', firstName: 'Pat', lastName: 'Lowe' });
    db.phones.find((p) => p.bidderId === phoneless.user.id)!.verifiedDate = null;
    makeBidder({
      userName: 'river-bidder',
      firstName: 'Quinn',
      lastName: 'Marsh',
      address: { streetLine1: '77 Riverside Dr', city: 'Joliet', state: 'IL', zipCode: '60431' },
    });

    const verified = names(await allRows('admin', { isVerified: true }));
    expect(verified).toContain('phone-pending');
    expect(verified).not.toContain('bidder-unverified');

    const phones = names(await allRows('admin', { isPhoneVerified: true }));
    expect(phones).not.toContain('phone-pending');
    expect(phones).not.toContain('bidder-unverified');
    expect(phones).toContain('bidder');

    const both = names(await allRows('admin', { isVerified: true, isPhoneVerified: true }));
    expect(both).toEqual(phones.filter((n) => verified.includes(n)));

    expect(names(await allRows('admin', { search: 'marsh' }))).toEqual(['river-bidder']);
    expect(names(await allRows('admin', { search: 'riverside' }))).toEqual(['river-bidder']);
    expect(names(await allRows('admin', { search: 'JOLIET' }))).toEqual(['river-bidder']);
    expect(names(await allRows('admin', { search: 'Bailey Brooks' }))).toEqual(['bidder']);
    expect((await report('admin', { search: 'nobody at all' })).total).toBe(0);
  });

  it('shows staff only the bidders of their company’s auctions, with that history and those wins', async () => {
    const lot = soldLot(otherHost().id, firmId(), '9 Elsewhere Ave', '2026-01-05T15:00:00.000Z');
    const outsider = makeBidder({ userName: 'outsider', firstName: 'Olive', lastName: 'Out' }).user;
    winnerOfLot(lot, outsider);
    const demo = userNamed('bidder');
    makeAuctionBidder({ lotId: lot.id, bidderId: demo.id });

    for (const staff of ['auctioneer', 'employee']) {
      const rows = await allRows(staff);
      expect(names(rows)).not.toContain('outsider');
      const companyLots = new Set(
        db.lots
          .filter((l) => db.auctions.find((a) => a.id === l.auctionId)?.companyId === host().id)
          .map((l) => l.id),
      );
      const expected = new Set(
        db.auctionBidders.filter((j) => companyLots.has(j.lotId)).map((j) => j.bidderId),
      );
      expect(rows.map((r) => r.id).sort()).toEqual([...expected].sort());
      for (const row of rows)
        for (const h of row.auctionHistory) expect(h.auctionCompanyName).toBe(host().name);
      expect(rows.find((r) => r.id === demo.id)!.auctionHistory.map((h) => h.id)).not.toContain(
        lot.id,
      );
    }

    const adminRow = (await allRows('admin', { search: 'outsider' }))[0];
    expect(adminRow.totalWins).toBe(1);
    expect(adminRow.auctionHistory).toEqual([
      {
        id: lot.id,
        auctionStartTime: '2026-01-05T15:00:00.000Z',
        type: 'Hybrid',
        address1: '9 Elsewhere Ave',
        address2: 'Peoria, IL 61602',
        auctionCompanyName: otherHost().name,
        winner: 'Olive Out',
      },
    ]);
  });

  it('shows clients and attorneys only the bidders of their firm’s lots', async () => {
    const ours = soldLot(otherHost().id, firmId(), '1 Firm Way', '2026-02-01T15:00:00.000Z');
    const theirs = soldLot(host().id, otherFirmId(), '2 Other Way', '2026-02-02T15:00:00.000Z');
    const ourBidder = makeBidder({ userName: 'firm-bidder', firstName: 'Fay', lastName: 'Firm' });
    const theirBidder = makeBidder({
      userName: 'other-bidder',
      firstName: 'Oz',
      lastName: 'Other',
    });
    winnerOfLot(ours, ourBidder.user);
    winnerOfLot(theirs, theirBidder.user);

    for (const user of ['client', 'attorney']) {
      const rows = await allRows(user);
      const firmLots = new Set(
        db.lots
          .filter((l) => db.cases.find((c) => c.id === l.caseId)?.clientId === firmId())
          .map((l) => l.id),
      );
      const expected = new Set(
        db.auctionBidders.filter((j) => firmLots.has(j.lotId)).map((j) => j.bidderId),
      );
      expect(rows.map((r) => r.id).sort()).toEqual([...expected].sort());
      expect(names(rows)).toContain('firm-bidder');
      expect(names(rows)).not.toContain('other-bidder');
      for (const row of rows)
        for (const h of row.auctionHistory) expect(firmLots.has(h.id)).toBe(true);
      expect(rows.find((r) => r.userName === 'firm-bidder')!.totalWins).toBe(1);
    }
    // The other firm's lot is the company's: its staff see that bidder.
    expect(names(await allRows('auctioneer'))).toContain('other-bidder');
  });

  it('follows a bidder joining a live lot', async () => {
    const lot = liveLot('Manual');
    const dana = userNamed('bidder3');
    const before = (await allRows('admin', { search: 'Dana Ortiz' }))[0];
    expect(before.auctionHistory.map((h) => h.id)).not.toContain(lot.id);
    const profile = db.purchaseProfiles.find((p) => p.bidderId === dana.id)!;
    const join = await callAs(
      'bidder3',
      'POST',
      `/api/auctions/${lot.auctionId}/${lot.id}/bidders`,
      {
        amount: 50_000,
        purchaseProfileId: profile.id,
        type: 'online',
      },
    );
    expect(join.status).toBe(200);
    const after = (await allRows('admin', { search: 'Dana Ortiz' }))[0];
    expect(after.auctionHistory.map((h) => h.id)).toContain(lot.id);
    expect(after.lockedBalance).toBe(before.lockedBalance + 50_000);
    expect(after.availableBalance).toBe(Math.max(0, before.availableBalance - 50_000));
  });

  it('refuses bidders and signed-out callers', async () => {
    expect((await callAs('bidder', 'POST', REPORT, {})).status).toBe(403);
    expect((await callAs('bidder', 'POST', `${REPORT}/pdf`, {})).status).toBe(403);
    const anonymous = await fetch(`http://localhost${REPORT}`, { method: 'POST', body: '{}' });
    expect(anonymous.status).toBe(401);
  });
});

describe('the bidders report files', () => {
  const money = (n: number) =>
    n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

  it('the Excel file holds the JSON rows for the same filters, each bidder’s auctions under them', async () => {
    const body: BidderReportRequest = { isVerified: true };
    const rows = await allRows('admin', body);
    const res = await callAs('admin', 'POST', `${REPORT}/excel`, body);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe(XLSX);
    expect(res.headers.get('Content-Disposition')).toContain('bidders-report.xlsx');
    const cells = await readXlsxRows(new Uint8Array(await res.arrayBuffer()));
    const flat = cells.map((r) => r.map((c) => (c == null ? '' : String(c))));
    const header = flat.findIndex((r) => r.includes('Full Name') && r.includes('Total Wins'));
    expect(header).toBeGreaterThanOrEqual(0);
    expect(flat.slice(0, header).join(' ')).toContain('Verified Accounts Only');
    for (const row of rows) {
      const at = flat.findIndex((r) => r.includes(row.userName) && r.includes(row.fullName));
      expect(at).toBeGreaterThan(header);
      const line = cells[at];
      expect(line).toEqual(
        expect.arrayContaining([
          row.fullName,
          row.userName,
          row.phoneNumber,
          row.verification,
          row.availableBalance,
          row.lockedBalance,
          row.totalWins,
        ]),
      );
      const after = flat
        .slice(at + 1)
        .map((r) => r.join(' '))
        .join('\n');
      for (const h of row.auctionHistory) {
        expect(after).toContain(h.address1);
        expect(after).toContain(h.auctionCompanyName);
      }
    }
    expect(flat.some((r) => r.includes('bidder-unverified'))).toBe(false);
  });

  it('the PDF lists every row’s name, amounts and auctions, under a title with the filters', async () => {
    const body: BidderReportRequest = { search: 'bidder', isPhoneVerified: true };
    const rows = await allRows('auctioneer', body);
    expect(rows.length).toBeGreaterThan(0);
    const res = await callAs('auctioneer', 'POST', `${REPORT}/pdf`, body);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toContain('bidders-report.pdf');
    const text = (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('Bidders Report');
    expect(text).toContain('Verified Phones Only');
    for (const row of rows) {
      expect(text).toContain(row.fullName);
      expect(text).toContain(money(row.availableBalance));
      expect(text).toContain(money(row.lockedBalance));
      for (const h of row.auctionHistory) expect(text).toContain(h.address1);
    }
  });
});
