import type { AuctionReport, AuctionReportRequest, ReportPage } from '../../src/api/reports';
import { formatDateTime } from '../../src/lib/format';
import { durationText } from '../../src/lib/reports';
import { db } from '../../src/mocks/db';
import type { Auction, Lot, User } from '../../src/mocks/db/types';
import { PDF_TYPE, XLSX_TYPE } from '../../src/mocks/exports/table';
import {
  makeAuction,
  makeAuctionBidder,
  makeBid,
  makeBidder,
  makeCase,
  makeCompany,
  makeLot,
  makeProperty,
  winnerOf,
} from '../../src/mocks/factories';
import { AUCTION_REPORT_MSG } from '../../src/mocks/handlers/reports/auctionReport';
import { pdfText, readXlsxRows } from '../exportReaders';
import { bidAs, callAs, liveLot, userNamed } from '../simApi';

const MIN = 60_000;
/** The fixtures' auctions run in 2003, far from the seed's: a 2003 window holds only them. */
const YEAR = { beginDate: '2003-01-01T00:00:00.000Z', endDate: '2003-12-31T23:59:59.999Z' };

const host = () => db.companies.find((c) => c.id === userNamed('auctioneer').companyId)!;
const firmId = () => userNamed('client').clientId!;

let otherCompanyId = 0;
let otherFirmId = 0;

interface LotPlan {
  street: string;
  /** The firm whose case the lot belongs to (the demo firm by default). */
  clientId?: number;
  bidders?: User[];
  bids?: number;
  /** The last bidder wins. */
  won?: boolean;
  run?: [number, number] | null;
}

/** A finished auction of a company in 2003 and its lots, bidders, bids and winners. */
function sale(companyId: number, startTime: string, lots: LotPlan[], over: Partial<Auction> = {}) {
  const auction = makeAuction({ companyId, startTime, isFinished: true, ...over });
  const t0 = Date.parse(startTime);
  const made = lots.map((plan, i) => {
    const kase = makeCase({ companyId, clientId: plan.clientId ?? firmId() });
    const run = plan.run === undefined ? [i * 10, i * 10 + 8] : plan.run;
    const lot = makeLot({
      caseId: kase.id,
      auctionId: auction.id,
      status: plan.won ? 'PendingTransaction' : 'Listed',
      openingPrice: 100_000 + i * 5_000,
      startedTime: run ? new Date(t0 + run[0] * MIN).toISOString() : null,
      stoppedTime: run ? new Date(t0 + run[1] * MIN).toISOString() : null,
    });
    makeProperty({
      lotId: lot.id,
      address: {
        streetLine1: plan.street,
        streetLine2: i === 0 ? 'Unit 2' : undefined,
        city: 'Chicago',
        county: 'Cook',
        state: 'IL',
        zipCode: '60614',
      },
    });
    const bidders = plan.bidders ?? [];
    for (const b of bidders) makeAuctionBidder({ lotId: lot.id, bidderId: b.id });
    let last = null;
    for (let k = 0; k < (plan.bids ?? 0); k++)
      last = makeBid({ lotId: lot.id, bidderId: bidders[k % bidders.length].id });
    if (plan.won && last) lot.winner = winnerOf(last);
    return lot;
  });
  return { auction, lots: made };
}

let dana: User;
let sam: User;
let main: { auction: Auction; lots: Lot[] };
let online: { auction: Auction; lots: Lot[] };
let other: { auction: Auction; lots: Lot[] };
let foreign: { auction: Auction; lots: Lot[] };

beforeEach(() => {
  dana = makeBidder({ firstName: 'Dana', lastName: 'Ridley' }).user;
  sam = makeBidder({ firstName: 'Sam', lastName: 'Okafor' }).user;
  otherCompanyId = makeCompany({ name: 'Zeta River Auctions' }).id;
  otherFirmId = db.clients.find((c) => c.id !== firmId())!.id;
  // The demo company: a hybrid sale (a won lot, a lot without bids, another firm's lot), and
  // an online sale a month later.
  main = sale(
    host().id,
    '2003-03-10T15:00:00.000Z',
    [
      { street: '10 Report St', bidders: [dana, sam], bids: 5, won: true },
      { street: '20 Report St', bidders: [sam], bids: 0 },
      { street: '30 Report St', clientId: otherFirmId, bidders: [dana], bids: 1, won: true },
    ],
    { type: 'Hybrid', startType: 'Manual' },
  );
  online = sale(host().id, '2003-04-10T15:00:00.000Z', [{ street: '40 Report St', run: null }], {
    type: 'Online',
    startType: 'Auto',
  });
  // Another company: one of the demo firm's lots, and one sale holding none of them.
  other = sale(otherCompanyId, '2003-05-10T15:00:00.000Z', [
    { street: '50 Report St', bidders: [sam], bids: 2, won: true },
  ]);
  foreign = sale(otherCompanyId, '2003-06-10T15:00:00.000Z', [
    { street: '60 Report St', clientId: otherFirmId },
  ]);
});

async function report(user: string, body: AuctionReportRequest) {
  const res = await callAs(user, 'POST', '/api/reports/auction', body);
  return {
    status: res.status,
    body: (await res.json()) as ReportPage<AuctionReport> & { message?: string },
  };
}

const ids = (page: ReportPage<AuctionReport>) => page.data.map((a) => a.id);
const year = (over: AuctionReportRequest = {}) => ({ ...YEAR, ...over });

describe('who sees which auctions', () => {
  it('gives admins every company’s auctions, newest first, and the company filter', async () => {
    const all = await report('admin', year());
    expect(all.status).toBe(200);
    expect(ids(all.body)).toEqual([foreign, other, online, main].map((s) => s.auction.id));
    expect(all.body.total).toBe(4);
    const zeta = await report('admin', year({ companyId: otherCompanyId }));
    expect(ids(zeta.body)).toEqual([foreign.auction.id, other.auction.id]);
    expect(zeta.body.data[0].companyName).toBe('Zeta River Auctions');
  });

  it('gives auctioneers and employees their company’s auctions only, whatever company they ask for', async () => {
    for (const user of ['auctioneer', 'employee']) {
      const mine = await report(user, year({ companyId: otherCompanyId }));
      expect(mine.status).toBe(200);
      expect(ids(mine.body)).toEqual([online.auction.id, main.auction.id]);
      // Staff see every lot of their auctions, whichever firm filed it.
      expect(mine.body.data[1].lots.map((l) => l.address1)).toEqual([
        '10 Report St, Unit 2',
        '20 Report St',
        '30 Report St',
      ]);
    }
  });

  it('gives clients and attorneys the auctions of their firm’s lots, with those lots only', async () => {
    for (const user of ['client', 'attorney']) {
      const firm = await report(user, year({ companyId: host().id }));
      expect(firm.status).toBe(200);
      expect(ids(firm.body)).toEqual([other.auction.id, online.auction.id, main.auction.id]);
      expect(firm.body.data[2].lots.map((l) => l.address1)).toEqual([
        '10 Report St, Unit 2',
        '20 Report St',
      ]);
    }
  });

  it('refuses bidders and callers without a session', async () => {
    expect((await report('bidder', year())).status).toBe(403);
    const res = await fetch('http://localhost/api/reports/auction', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(401);
  });
});

describe('the auction blocks', () => {
  it('computes each lot from its bidders, bids and winner', async () => {
    const { body } = await report('auctioneer', year());
    const block = body.data.find((a) => a.id === main.auction.id)!;
    expect(block).toEqual({
      id: main.auction.id,
      startTime: '2003-03-10T15:00:00.000Z',
      companyName: host().name,
      // The first lot started at 15:00, the last stopped at 15:28.
      duration: 28,
      type: 'Hybrid',
      startType: 'Manual',
      lots: [
        {
          id: main.lots[0].id,
          address1: '10 Report St, Unit 2',
          address2: 'Chicago, IL 60614',
          openingPrice: 100_000,
          bidderCount: 2,
          bidCount: 5,
          winner: 'Dana Ridley',
          // Five bids of 1,000 over the opening price.
          winnerBidAmount: 105_000,
        },
        {
          id: main.lots[1].id,
          address1: '20 Report St',
          address2: 'Chicago, IL 60614',
          openingPrice: 105_000,
          bidderCount: 1,
          bidCount: 0,
          winner: null,
          winnerBidAmount: null,
        },
        {
          id: main.lots[2].id,
          address1: '30 Report St',
          address2: 'Chicago, IL 60614',
          openingPrice: 110_000,
          bidderCount: 1,
          bidCount: 1,
          winner: 'Dana Ridley',
          winnerBidAmount: 111_000,
        },
      ],
    });
    // An auction whose lots never ran lasted 0 minutes.
    expect(body.data.find((a) => a.id === online.auction.id)!.duration).toBe(0);
  });

  it('shows a bid placed in a live auction', async () => {
    const lot = liveLot('Auto');
    const auction = db.auctions.find((a) => a.id === lot.auctionId)!;
    const admin = () =>
      report('admin', { beginDate: auction.startTime, endDate: auction.startTime }).then((r) =>
        r.body.data.find((a) => a.id === auction.id)!.lots.find((l) => l.id === lot.id)!,
      );
    const before = await admin();
    const res = await bidAs('bidder2', lot.id, auction.id, lot.openingPrice + 5_000);
    expect(res.status).toBe(200);
    const after = await admin();
    expect(after.bidCount).toBe(before.bidCount + 1);
    expect(after.bidderCount).toBeGreaterThanOrEqual(Math.max(1, before.bidderCount));
  });
});

describe('filters, order and pages', () => {
  it('filters by start date range and auction type', async () => {
    const spring = await report('admin', {
      beginDate: '2003-04-01T00:00:00.000Z',
      endDate: '2003-05-31T23:59:59.999Z',
    });
    expect(ids(spring.body)).toEqual([other.auction.id, online.auction.id]);
    const hybrid = await report('admin', year({ type: 'Hybrid' }));
    expect(ids(hybrid.body)).toEqual([main.auction.id]);
    const byStreet = await report('admin', year({ search: '50 report' }));
    expect(ids(byStreet.body)).toEqual([other.auction.id]);
  });

  it('answers every auction without dates, cancelled and test runs left out', async () => {
    const cancelled = sale(host().id, '2003-02-01T15:00:00.000Z', [], { isCancelled: true });
    const test = sale(host().id, '2003-02-02T15:00:00.000Z', [], { isTest: true });
    const { body } = await report('admin', { pagination: { pageSize: 100 } });
    const shown = db.auctions.filter((a) => !a.isCancelled && !a.isTest);
    expect(body.total).toBe(shown.length);
    expect(ids(body)).not.toContain(cancelled.auction.id);
    expect(ids(body)).not.toContain(test.auction.id);
    const starts = body.data.map((a) => Date.parse(a.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  it('sorts by start time ascending when asked, and pages', async () => {
    const asc = await report('admin', year({ sorter: { field: 'startTime', order: 'ascend' } }));
    expect(ids(asc.body)).toEqual([main, online, other, foreign].map((s) => s.auction.id));
    const page2 = await report('admin', year({ pagination: { current: 2, pageSize: 3 } }));
    expect(ids(page2.body)).toEqual([main.auction.id]);
    expect(page2.body.total).toBe(4);
  });

  it('refuses dates and types it cannot read', async () => {
    const date = await report('admin', { beginDate: 'yesterday' });
    expect(date).toEqual({ status: 400, body: { message: AUCTION_REPORT_MSG.date } });
    const type = await report('admin', { type: 'Sealed' as AuctionReportRequest['type'] });
    expect(type).toEqual({ status: 400, body: { message: AUCTION_REPORT_MSG.type } });
  });
});

/** The rows the files hold for the JSON report of the same filters. */
function expectedRows(blocks: AuctionReport[]) {
  return blocks.flatMap((a) => [
    [
      formatDateTime(a.startTime),
      a.companyName,
      durationText(a.duration),
      { Online: 'Online', InPerson: 'In Person', Hybrid: 'Hybrid' }[a.type],
      a.startType,
      a.lots.length,
    ],
    ...(a.lots.length
      ? [
          ['Address', 'Opening Bid', 'Bidder Count', 'Bid Count', 'Winner', 'Winner Bid Amount'],
          ...a.lots.map((l) => [
            `${l.address1}, ${l.address2}`,
            l.openingPrice,
            l.bidderCount,
            l.bidCount,
            l.winner ?? 'N/A',
            l.winnerBidAmount ?? 'N/A',
          ]),
        ]
      : []),
  ]);
}

describe('the exports', () => {
  async function download(user: string, kind: 'pdf' | 'excel', body: AuctionReportRequest) {
    const res = await callAs(user, 'POST', `/api/reports/auction/${kind}`, body);
    expect(res.status).toBe(200);
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  it('answers the workbook of every matching auction, the same rows as the report', async () => {
    const filters = year({ pagination: { current: 1, pageSize: 1 } });
    const { res, bytes } = await download('admin', 'excel', filters);
    expect(res.headers.get('Content-Type')).toBe(XLSX_TYPE);
    expect(res.headers.get('Content-Disposition')).toContain('filename="auctions-report.xlsx"');
    const json = await report('admin', year({ pagination: { pageSize: 100 } }));
    const rows = await readXlsxRows(bytes);
    expect(rows[0]).toEqual(['Auctions Report, 01/01/2003 to 12/31/2003']);
    expect(rows[1][0]).toContain('Auction type: All');
    expect(rows[2]).toEqual(['Date', 'Company', 'Duration', 'Type', 'Start Type', 'Lots']);
    expect(rows.slice(3)).toEqual(expectedRows(json.body.data));
  });

  it('keeps to the caller’s scope and filters', async () => {
    const filters = year({ type: 'Hybrid' });
    const { bytes } = await download('client', 'excel', filters);
    const json = await report('client', filters);
    expect(json.body.data).toHaveLength(1);
    const rows = await readXlsxRows(bytes);
    expect(rows[1][0]).toContain('Auction type: Hybrid');
    expect(rows.slice(3)).toEqual(expectedRows(json.body.data));
    expect(rows.flat()).not.toContain('30 Report St, Chicago, IL 60614');
  });

  it('answers the PDF with every auction, lot address and amount of the report', async () => {
    const filters = year({ companyId: host().id });
    const { res, bytes } = await download('admin', 'pdf', filters);
    expect(res.headers.get('Content-Type')).toBe(PDF_TYPE);
    expect(res.headers.get('Content-Disposition')).toContain('filename="auctions-report.pdf"');
    const text = await pdfText(bytes);
    expect(text).toContain('Auctions Report, 01/01/2003 to 12/31/2003');
    expect(text).toContain(`Company: ${host().name}`);
    const json = await report('admin', filters);
    expect(json.body.data).toHaveLength(2);
    for (const a of json.body.data) {
      expect(text).toContain(formatDateTime(a.startTime));
      for (const l of a.lots) {
        expect(text).toContain(`${l.address1}, ${l.address2}`);
        expect(text).toContain(`$${l.openingPrice.toLocaleString('en-US')}.00`);
        if (l.winner) expect(text).toContain(l.winner);
        if (l.winnerBidAmount)
          expect(text).toContain(`$${l.winnerBidAmount.toLocaleString('en-US')}.00`);
      }
    }
    expect(text).not.toContain('50 Report St');
  });

  it('refuses bidders', async () => {
    const res = await callAs('bidder', 'POST', '/api/reports/auction/pdf', year());
    expect(res.status).toBe(403);
  });
});

describe('the company look-up', () => {
  it('answers admins every company by name, and refuses everyone else', async () => {
    const res = await callAs('admin', 'GET', '/api/companies/lookup');
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: number; name: string }[];
    expect(list).toHaveLength(db.companies.length);
    expect(list).toContainEqual({ id: otherCompanyId, name: 'Zeta River Auctions' });
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect((await callAs('auctioneer', 'GET', '/api/companies/lookup')).status).toBe(403);
  });
});
