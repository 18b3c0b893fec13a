import type {
  AuctionLookupItem,
  BidderLookupItem,
  BidReportRequest,
  BidReportRow,
  ReportPage,
} from '../../src/api/reports';
import { formatDateTime } from '../../src/lib/format';
import { dayRange, dayText } from '../../src/lib/reports';
import { db } from '../../src/mocks/db';
import type { Lot, User } from '../../src/mocks/db/types';
import { makeLot, makeProperty } from '../../src/mocks/factories';
import { readXlsxRows, type SheetCell } from '../exportReaders';
import { bidAs, callAs, userNamed } from '../simApi';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function report(user: string, path: string, body: BidReportRequest = {}) {
  const res = await callAs(user, 'POST', path, body);
  return { status: res.status, body: (await res.json()) as ReportPage<BidReportRow> };
}

/** Every row of the report for the filters, page after page. */
async function allRows(user: string, path: string, body: BidReportRequest = {}) {
  const rows: BidReportRow[] = [];
  for (let current = 1; ; current++) {
    const { status, body: page } = await report(user, path, {
      ...body,
      pagination: { current, pageSize: 100 },
    });
    expect(status).toBe(200);
    rows.push(...page.data);
    if (rows.length >= page.total || !page.data.length) return rows;
  }
}

const fullName = (u: Pick<User, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`;
const lotById = (id: number | undefined) => db.lots.find((l) => l.id === id)!;
const auctionOf = (lot: Lot) => db.auctions.find((a) => a.id === lot.auctionId)!;
const caseOf = (lot: Lot) => db.cases.find((c) => c.id === lot.caseId)!;
/** The lots the report covers: started, in an auction that was not cancelled. */
const reportLots = () =>
  db.lots.filter((l) => l.auctionId !== null && l.startedTime && !auctionOf(l).isCancelled);

describe('bids report: who sees what', () => {
  it('gives the admin every company’s started lots, newest first, at /api/reports/bid only', async () => {
    const rows = await allRows('admin', '/api/reports/bid');
    expect(rows.map((r) => r.id).sort()).toEqual(
      reportLots()
        .map((l) => l.id)
        .sort(),
    );
    expect(new Set(rows.map((r) => r.auctionCompanyName)).size).toBeGreaterThan(1);
    const started = rows.map((r) => r.startedTime!);
    expect(started).toEqual([...started].sort().reverse());
    expect((await report('admin', '/api/reports/bidauctioneer')).status).toBe(403);
  });

  it('gives auctioneers and employees their company’s lots at /api/reports/bidauctioneer', async () => {
    const company = userNamed('auctioneer').companyId;
    const expected = reportLots()
      .filter((l) => auctionOf(l).companyId === company)
      .map((l) => l.id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    for (const user of ['auctioneer', 'employee']) {
      const rows = await allRows(user, '/api/reports/bidauctioneer');
      expect(rows.map((r) => r.id).sort()).toEqual(expected);
      expect((await report(user, '/api/reports/bid')).status).toBe(403);
    }
  });

  it('gives clients and attorneys the lots of their firm’s cases only', async () => {
    const firm = userNamed('client').clientId;
    const own = reportLots().filter((l) => caseOf(l).clientId === firm);
    expect(own.length).toBeGreaterThan(0);
    expect(reportLots().length).toBeGreaterThan(own.length);
    for (const user of ['client', 'attorney']) {
      const rows = await allRows(user, '/api/reports/bidauctioneer');
      expect(rows.map((r) => r.id).sort()).toEqual(own.map((l) => l.id).sort());
    }
  });

  it('refuses bidders', async () => {
    expect((await report('bidder', '/api/reports/bidauctioneer')).status).toBe(403);
    expect((await report('bidder', '/api/reports/bid')).status).toBe(403);
  });
});

describe('bids report: rows and filters', () => {
  it('shows each lot’s bids newest first with the bidder’s full name, and its winner', async () => {
    const rows = await allRows('admin', '/api/reports/bid');
    const won = rows.find((r) => r.bids.length >= 3 && lotById(r.id).winner)!;
    const lot = lotById(won.id);
    const bids = db.bids
      .filter((b) => b.lotId === lot.id)
      .sort((a, b) => b.createdDate.localeCompare(a.createdDate));
    expect(won.bids).toEqual(
      bids.map((b) => ({
        id: b.id,
        amount: b.amount,
        bidderFullName: fullName(db.users.find((u) => u.id === b.bidderId)!),
        createdDate: b.createdDate,
      })),
    );
    expect(won.bidCount).toBe(bids.length);
    expect(won.winner).toBe(fullName(db.users.find((u) => u.id === lot.winner!.bidderId)!));
    expect(won.winnerBidAmount).toBe(lot.winner!.amount);
    expect(won.openingPrice).toBe(lot.openingPrice);
    expect(won.startedTime).toBe(lot.startedTime);
    const company = db.companies.find((c) => c.id === auctionOf(lot).companyId)!;
    expect(won.auctionCompanyName).toBe(company.name);
    const property = db.properties.find((p) => p.lotId === lot.id && p.isPrimary)!;
    expect(won.address1).toContain(property.address.streetLine1);
    expect(won.address2).toBe(
      `${property.address.city}, ${property.address.state} ${property.address.zipCode}`,
    );
  });

  it('names the Plaintiff as the winner of a lot with no bids', async () => {
    const rows = await allRows('admin', '/api/reports/bid');
    const quiet = rows.filter((r) => r.bidCount === 0);
    expect(quiet.length).toBeGreaterThan(0);
    for (const r of quiet) {
      expect(r.winner).toBe('Plaintiff');
      expect(r.winnerBidAmount).toBeNull();
      expect(r.bids).toEqual([]);
    }
    // A lot that has just started, with nobody bidding yet.
    const auction = db.auctions.find((a) => a.isOpen && !a.isTest)!;
    const fresh = makeLot({
      caseId: db.cases[0].id,
      auctionId: auction.id,
      status: 'Listed',
      startedTime: new Date().toISOString(),
    });
    makeProperty({ lotId: fresh.id, isPrimary: true });
    const { body } = await report('admin', '/api/reports/bid', { auctionId: auction.id });
    expect(body.data.find((r) => r.id === fresh.id)).toMatchObject({
      winner: 'Plaintiff',
      winnerBidAmount: null,
      bidCount: 0,
    });
  });

  it('filters by auction, pages, and for the admin by bidder (that bidder’s bids)', async () => {
    const all = await allRows('admin', '/api/reports/bid');
    const sample = all.find((r) => r.bids.length >= 2)!;
    const auctionId = lotById(sample.id).auctionId!;
    const ofAuction = await allRows('admin', '/api/reports/bid', { auctionId });
    expect(ofAuction.map((r) => r.id).sort()).toEqual(
      reportLots()
        .filter((l) => l.auctionId === auctionId)
        .map((l) => l.id)
        .sort(),
    );

    const { body: page2 } = await report('admin', '/api/reports/bid', {
      pagination: { current: 2, pageSize: 3 },
    });
    expect(page2.total).toBe(all.length);
    expect(page2.data.map((r) => r.id)).toEqual(all.slice(3, 6).map((r) => r.id));

    const bidder = db.bids.find((b) => b.lotId === sample.id)!.bidderId;
    const name = fullName(db.users.find((u) => u.id === bidder)!);
    const byBidder = await allRows('admin', '/api/reports/bid', { bidderId: bidder });
    const lotsBid = new Set(db.bids.filter((b) => b.bidderId === bidder).map((b) => b.lotId));
    expect(byBidder.map((r) => r.id).sort()).toEqual(
      reportLots()
        .filter((l) => lotsBid.has(l.id))
        .map((l) => l.id)
        .sort(),
    );
    for (const r of byBidder) {
      expect(r.bids.length).toBeGreaterThan(0);
      expect(r.bids.every((b) => b.bidderFullName === name)).toBe(true);
    }
    // The bidder filter is the admin's: staff get their whole report.
    const staff = await allRows('auctioneer', '/api/reports/bidauctioneer');
    const staffFiltered = await allRows('auctioneer', '/api/reports/bidauctioneer', {
      bidderId: bidder,
    });
    expect(staffFiltered).toEqual(staff);
  });

  it('lists a bid placed live, first in its lot', async () => {
    const auction = db.auctions.find((a) => a.startType === 'Auto' && a.isOpen && !a.isTest)!;
    const lot = db.lots.find((l) => l.auctionId === auction.id && l.status === 'Listed')!;
    const before = db.bids.filter((b) => b.lotId === lot.id).length;
    const amount =
      Math.max(
        lot.openingPrice,
        ...db.bids.filter((b) => b.lotId === lot.id).map((b) => b.amount),
      ) + lot.minBidIncrements;
    expect((await bidAs('bidder2', lot.id, auction.id, amount)).status).toBe(200);

    const { body } = await report('admin', '/api/reports/bid', { auctionId: auction.id });
    const row = body.data.find((r) => r.id === lot.id)!;
    expect(row.bidCount).toBe(before + 1);
    expect(row.bids[0]).toMatchObject({
      amount,
      bidderFullName: fullName(userNamed('bidder2')),
    });
  });
});

/** The sheet rows the workbook holds for report rows: a row per lot, then its bids under a header. */
function sheetOf(rows: BidReportRow[], filters: string): SheetCell[][] {
  const blank = (v: string | number | null) => (v === '' || v === null ? null : v);
  const trim = (cells: SheetCell[]) => {
    while (cells.length && cells[cells.length - 1] === null) cells.pop();
    return cells;
  };
  const out: SheetCell[][] = [
    ['Bids Report'],
    [filters],
    [
      'Started Time',
      'Address',
      'Company',
      'Opening Price',
      'Winner',
      'Winning Amount',
      'Bid Count',
    ],
  ];
  for (const r of rows) {
    out.push(
      trim([
        r.startedTime ? formatDateTime(r.startedTime) : null,
        blank([r.address1, r.address2].filter(Boolean).join(', ')),
        blank(r.auctionCompanyName),
        r.openingPrice,
        blank(r.winner),
        r.winnerBidAmount,
        r.bidCount,
      ]),
    );
    if (!r.bids.length) continue;
    out.push(['Amount', 'Bidder', 'Time']);
    for (const b of r.bids) out.push([b.amount, b.bidderFullName, formatDateTime(b.createdDate)]);
  }
  return out;
}

async function excel(user: string, path: string, body: BidReportRequest) {
  const res = await callAs(user, 'POST', path, body);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toContain(XLSX);
  expect(res.headers.get('Content-Disposition')).toMatch(/attachment; filename=.*\.xlsx/);
  return readXlsxRows(new Uint8Array(await res.arrayBuffer()));
}

describe('bids report: the Excel file', () => {
  it('holds the same rows and bids as the JSON report (admin, every lot)', async () => {
    const rows = await allRows('admin', '/api/reports/bid');
    const sheet = await excel('admin', '/api/reports/bid/excel', {});
    expect(sheet).toEqual(sheetOf(rows, 'All auctions'));
  });

  it('holds the staff’s rows for an auction, with the filters in its title', async () => {
    const company = userNamed('auctioneer').companyId;
    const lot = reportLots().find(
      (l) => auctionOf(l).companyId === company && db.bids.some((b) => b.lotId === l.id),
    )!;
    const auction = auctionOf(lot);
    const body = { auctionId: auction.id, pagination: { current: 1, pageSize: 1 } };
    const rows = await allRows('auctioneer', '/api/reports/bidauctioneer', {
      auctionId: auction.id,
    });
    const sheet = await excel('auctioneer', '/api/reports/bidauctioneer/excel', body);
    const companyName = db.companies.find((c) => c.id === company)!.name;
    expect(sheet).toEqual(
      sheetOf(rows, `Auction: ${formatDateTime(auction.startTime)}, ${companyName}`),
    );
  });

  it('holds only the admin’s bidder’s bids when filtered by bidder', async () => {
    const bidder = userNamed('bidder2');
    const rows = await allRows('admin', '/api/reports/bid', { bidderId: bidder.id });
    expect(rows.length).toBeGreaterThan(0);
    const sheet = await excel('admin', '/api/reports/bid/excel', { bidderId: bidder.id });
    expect(sheet).toEqual(sheetOf(rows, `Bidder: ${fullName(bidder)}`));
  });

  it('is refused to the wrong role', async () => {
    expect((await callAs('auctioneer', 'POST', '/api/reports/bid/excel', {})).status).toBe(403);
    expect((await callAs('admin', 'POST', '/api/reports/bidauctioneer/excel', {})).status).toBe(
      403,
    );
  });
});

describe('look-ups of the bids report’s filters', () => {
  const lookup = async <T>(user: string, method: string, path: string, body?: unknown) => {
    const res = await callAs(user, method, path, body);
    return { status: res.status, body: (await res.json()) as T };
  };
  /** Auctions starting on the local day of `iso`, not cancelled, earliest first. */
  const sameDay = (iso: string, keep: (companyId: number) => boolean) => {
    const { date, endDate } = dayRange(new Date(iso));
    return db.auctions
      .filter((a) => !a.isCancelled && keep(a.companyId))
      .filter((a) => a.startTime >= date && a.startTime <= endDate)
      .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id)
      .map((a) => a.id);
  };

  /** The spec's body (spec 3 §7): `date`, the calendar day of `iso`. */
  const dayOf = (iso: string) => ({ date: dayText(new Date(iso)) });

  it('answers the admin a day’s auctions of every company, or of one', async () => {
    const live = db.auctions.find((a) => a.isOpen && !a.isTest)!;
    const day = dayOf(live.startTime);
    const all = await lookup<AuctionLookupItem[]>('admin', 'POST', '/api/auctions/lookup', day);
    expect(all.status).toBe(200);
    expect(all.body.map((a) => a.id)).toEqual(sameDay(live.startTime, () => true));
    expect(all.body.find((a) => a.id === live.id)).toEqual({
      id: live.id,
      startTime: live.startTime,
      companyName: db.companies.find((c) => c.id === live.companyId)!.name,
      type: live.type,
      startType: live.startType,
    });
    const one = await lookup<AuctionLookupItem[]>('admin', 'POST', '/api/auctions/lookup', {
      ...day,
      companyId: live.companyId,
    });
    expect(one.body.map((a) => a.id)).toEqual(
      sameDay(live.startTime, (id) => id === live.companyId),
    );
    // An instant reads as its local day.
    const instant = await lookup<AuctionLookupItem[]>('admin', 'POST', '/api/auctions/lookup', {
      date: live.startTime,
    });
    expect(instant.body.map((a) => a.id)).toEqual(all.body.map((a) => a.id));
    const bad = await lookup<{ message: string }>('admin', 'POST', '/api/auctions/lookup', {});
    expect(bad.status).toBe(400);
    const notADay = await lookup('admin', 'POST', '/api/auctions/lookup', { date: '2026-02-30' });
    expect(notADay.status).toBe(400);
    expect((await lookup('auctioneer', 'POST', '/api/auctions/lookup', day)).status).toBe(403);
  });

  it('answers staff their company’s auctions of a day, and clients their firm’s', async () => {
    const company = userNamed('auctioneer').companyId;
    const finished = db.auctions.find((a) => a.isFinished && a.companyId === company)!;
    const day = dayOf(finished.startTime);
    const staff = await lookup<AuctionLookupItem[]>(
      'employee',
      'POST',
      '/api/auctions/lookup/auctioneer',
      day,
    );
    expect(staff.body.map((a) => a.id)).toEqual(
      sameDay(finished.startTime, (id) => id === company),
    );
    expect(staff.body[0]).toMatchObject({
      companyName: expect.any(String),
      type: expect.any(String),
    });

    const firm = userNamed('client').clientId;
    const firmAuction = auctionOf(reportLots().find((l) => caseOf(l).clientId === firm)!);
    const firmDay = dayOf(firmAuction.startTime);
    const firmAuctions = new Set(
      db.lots.filter((l) => l.auctionId && caseOf(l).clientId === firm).map((l) => l.auctionId),
    );
    const client = await lookup<AuctionLookupItem[]>(
      'client',
      'POST',
      '/api/auctions/lookup/auctioneer',
      firmDay,
    );
    expect(client.status).toBe(200);
    expect(client.body.map((a) => a.id)).toContain(firmAuction.id);
    expect(client.body.every((a) => firmAuctions.has(a.id))).toBe(true);
    // The same-time look-up of the auction form stays the company's.
    expect(
      (
        await lookup('client', 'POST', '/api/auctions/lookup/auctioneer', {
          date: finished.startTime,
        })
      ).status,
    ).toBe(403);
  });

  it('finds bidders by name for the admin', async () => {
    const bidder = userNamed('bidder2');
    const term = bidder.lastName.slice(0, 4).toLowerCase();
    const found = await lookup<BidderLookupItem[]>(
      'admin',
      'GET',
      `/api/bidders/lookup/${encodeURIComponent(term)}`,
    );
    expect(found.status).toBe(200);
    expect(found.body).toContainEqual({ id: bidder.id, fullName: fullName(bidder) });
    for (const b of found.body) {
      const u = db.users.find((x) => x.id === b.id)!;
      expect(u.role).toBe('Bidder');
      expect(`${fullName(u)} ${u.userName}`.toLowerCase()).toContain(term);
    }
    const none = await lookup<BidderLookupItem[]>('admin', 'GET', '/api/bidders/lookup/zzzzqq');
    expect(none.body).toEqual([]);
    expect((await lookup('auctioneer', 'GET', `/api/bidders/lookup/${term}`)).status).toBe(403);
  });
});
