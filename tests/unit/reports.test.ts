import { nameOf, pathOf } from '../../src/api/contract/define';
import { reportExportEndpoint } from '../../src/api/reports';
import * as api from '../../src/api/contract/reports';
import { lookupAuctioneerAuctions } from '../../src/api/contract/auctions';
import { fileNameWithStamp } from '../../src/lib/download';
import {
  auctionLookupRequest,
  auctionReportRequest,
  bidderReportRequest,
  bidReportRequest,
  dayRange,
  exportDates,
  reportFileName,
  reportPageSize,
  reportWinner,
  type ReportType,
} from '../../src/lib/reports';
import { Role } from '../../src/lib/roles';

const iso = (...parts: [number, number, number, number?, number?, number?, number?]) =>
  new Date(...parts).toISOString();
const NOW = new Date(2026, 10, 24, 15, 30);
const END_OF_TODAY = iso(2026, 10, 24, 23, 59, 59, 999);
const FIRST_DAY = iso(2001, 0, 1);

describe('report page sizes', () => {
  it.each<[ReportType, Role[], number]>([
    ['auctions', [Role.Client], 3],
    ['bids', [Role.Client], 3],
    ['bidders', [Role.Client], 5],
    ['auctions', [Role.Attorney], 3],
    ['bids', [Role.Attorney], 3],
    ['bidders', [Role.Attorney], 5],
    ['auctions', [Role.Auctioneer], 10],
    ['bids', [Role.Employee], 10],
    ['bidders', [Role.Auctioneer], 10],
    ['bids', [Role.Admin], 10],
    ['bidders', [Role.Admin], 10],
  ])('%s for %j: %i rows', (report, roles, size) => {
    expect(reportPageSize(report, roles)).toBe(size);
  });
});

describe('report endpoints', () => {
  it.each([
    [api.bidReport, 'POST /api/reports/bid'],
    [api.bidReportAuctioneer, 'POST /api/reports/bidauctioneer'],
    [api.auctionReport, 'POST /api/reports/auction'],
    [api.bidderReport, 'POST /api/reports/bidder'],
    [api.lookupDayAuctions, 'POST /api/auctions/lookup'],
    [lookupAuctioneerAuctions, 'POST /api/auctions/lookup/auctioneer'],
    [api.lookupCompanies, 'GET /api/companies/lookup'],
    [api.lookupBidders, 'GET /api/bidders/lookup/{term}'],
  ])('%#: %s', (endpoint, name) => {
    expect(nameOf(endpoint)).toBe(name);
  });

  it.each<[ReportType, boolean, 'pdf' | 'excel', string]>([
    ['bids', true, 'excel', '/api/reports/bid/excel'],
    ['bids', false, 'excel', '/api/reports/bidauctioneer/excel'],
    ['auctions', false, 'pdf', '/api/reports/auction/pdf'],
    ['auctions', true, 'excel', '/api/reports/auction/excel'],
    ['bidders', false, 'pdf', '/api/reports/bidder/pdf'],
    ['bidders', true, 'excel', '/api/reports/bidder/excel'],
  ])('%s export (admin %s, %s): %s', (report, admin, kind, path) => {
    const endpoint = reportExportEndpoint(report, admin, kind);
    expect(endpoint.path).toBe(path);
    expect(endpoint.method).toBe('POST');
    expect(endpoint.response).toBe('file');
  });

  it.each([
    ['smith', '/api/bidders/lookup/smith'],
    ['Ann Lee', '/api/bidders/lookup/Ann%20Lee'],
    ['a/b', '/api/bidders/lookup/a%2Fb'],
  ])('bidder look-up of %j: %s', (term, path) => {
    expect(pathOf(api.lookupBidders.path, { term })).toBe(path);
  });
});

describe('export file names', () => {
  it.each<[ReportType, 'pdf' | 'excel', string, string]>([
    ['bids', 'excel', 'Bids Report.xlsx', 'Bids Report_2026-11-24_15-30-00.xlsx'],
    ['auctions', 'pdf', 'Auctions Report.pdf', 'Auctions Report_2026-11-24_15-30-00.pdf'],
    ['bidders', 'excel', 'Bidders Report.xlsx', 'Bidders Report_2026-11-24_15-30-00.xlsx'],
  ])('%s %s: %s, saved as %s', (report, kind, name, stamped) => {
    expect(reportFileName(report, kind)).toBe(name);
    expect(fileNameWithStamp(reportFileName(report, kind), NOW)).toBe(stamped);
  });
});

describe('bids report body', () => {
  it.each([
    [
      'a page, no filters (staff)',
      {},
      { current: 1, pageSize: 10 },
      false,
      { search: '', sorter: {}, auctionId: null, pagination: { current: 1, pageSize: 10 } },
    ],
    [
      'staff never send a bidder',
      { auctionId: 12, bidderId: 7 },
      { current: 2, pageSize: 3 },
      false,
      { search: '', sorter: {}, auctionId: 12, pagination: { current: 2, pageSize: 3 } },
    ],
    [
      'admin with bidder and auction',
      { auctionId: 12, bidderId: 7 },
      { current: 1, pageSize: 10 },
      true,
      {
        search: '',
        sorter: {},
        auctionId: 12,
        bidderId: 7,
        pagination: { current: 1, pageSize: 10 },
      },
    ],
    [
      'admin without filters',
      { auctionId: null, bidderId: undefined },
      { current: 1, pageSize: 10 },
      true,
      {
        search: '',
        sorter: {},
        auctionId: null,
        bidderId: null,
        pagination: { current: 1, pageSize: 10 },
      },
    ],
    [
      'an export holds every row: no page',
      { auctionId: 5, search: '  Elm ' },
      null,
      false,
      { search: 'Elm', sorter: {}, auctionId: 5 },
    ],
    [
      'ids that are not ids are no filter',
      { auctionId: 0, bidderId: Number.NaN },
      null,
      true,
      { search: '', sorter: {}, auctionId: null, bidderId: null },
    ],
  ])('%s', (_name, filters, page, admin, body) => {
    expect(bidReportRequest(filters, page, admin)).toEqual(body);
  });
});

describe('auction look-up body', () => {
  const day = new Date(2026, 10, 20, 14, 5);
  // The spec's bodies: date for the auctioneer's look-up, date and companyId for the admin's.
  it.each([
    [false, undefined, { date: '2026-11-20' }],
    [false, 4, { date: '2026-11-20' }],
    [true, 4, { date: '2026-11-20', companyId: 4 }],
    [true, null, { date: '2026-11-20', companyId: null }],
  ])('admin %s, company %j', (admin, companyId, body) => {
    expect(auctionLookupRequest(day, admin, companyId)).toEqual(body);
  });

  it('names the local calendar day, whatever the time', () => {
    expect(auctionLookupRequest(new Date(2026, 0, 31, 23, 59), false)).toEqual({
      date: '2026-01-31',
    });
    expect(auctionLookupRequest(new Date(2026, 1, 1, 0, 0), false)).toEqual({
      date: '2026-02-01',
    });
  });

  it('covers the whole local day', () => {
    const { date, endDate } = dayRange(new Date(2026, 0, 31, 23, 59));
    expect(new Date(endDate).getTime() - new Date(date).getTime()).toBe(24 * 3600_000 - 1);
    expect(new Date(date).getDate()).toBe(31);
  });
});

describe('export default dates', () => {
  it.each([
    ['no dates: 2001/01/01 to the end of today', null, null, FIRST_DAY, END_OF_TODAY],
    ['empty start date', '', undefined, FIRST_DAY, END_OF_TODAY],
    [
      'a start date only: to the end of today',
      iso(2026, 5, 1),
      null,
      iso(2026, 5, 1),
      END_OF_TODAY,
    ],
    [
      'both dates kept',
      iso(2026, 5, 1),
      iso(2026, 5, 30, 23, 59, 59, 999),
      iso(2026, 5, 1),
      iso(2026, 5, 30, 23, 59, 59, 999),
    ],
  ])('%s', (_name, begin, end, beginDate, endDate) => {
    expect(exportDates(begin, end, NOW)).toEqual({ beginDate, endDate });
  });
});

describe('auctions report body', () => {
  const sorter = { field: 'startTime', order: 'descend' };
  it.each([
    [
      'a page keeps missing dates empty (staff: no company)',
      { companyId: 3, type: 'Online' as const },
      { current: 1, pageSize: 3 },
      false,
      {
        search: '',
        sorter,
        beginDate: null,
        endDate: null,
        type: 'Online',
        pagination: { current: 1, pageSize: 3 },
      },
    ],
    [
      'the admin sends the company',
      { companyId: 3, beginDate: iso(2026, 1, 1) },
      { current: 2, pageSize: 10 },
      true,
      {
        search: '',
        sorter,
        beginDate: iso(2026, 1, 1),
        endDate: null,
        type: null,
        companyId: 3,
        pagination: { current: 2, pageSize: 10 },
      },
    ],
    [
      'an export without a start date: 2001/01/01 to the end of today',
      {},
      null,
      true,
      {
        search: '',
        sorter,
        beginDate: FIRST_DAY,
        endDate: END_OF_TODAY,
        type: null,
        companyId: null,
      },
    ],
  ])('%s', (_name, filters, page, admin, body) => {
    expect(auctionReportRequest(filters, page, admin, NOW)).toEqual(body);
  });
});

describe('bidders report body', () => {
  it.each([
    ['no boxes ticked: every bidder', {}, { search: '', sorter: {} }],
    [
      'verified accounts only',
      { verifiedOnly: true },
      { search: '', sorter: {}, isVerified: true },
    ],
    [
      'verified phones only, with a search',
      { phoneVerifiedOnly: true, search: ' Oak ' },
      { search: 'Oak', sorter: {}, isPhoneVerified: true },
    ],
    [
      'both boxes',
      { verifiedOnly: true, phoneVerifiedOnly: true },
      { search: '', sorter: {}, isVerified: true, isPhoneVerified: true },
    ],
  ])('%s', (_name, filters, body) => {
    expect(bidderReportRequest(filters, null)).toEqual(body);
    expect(bidderReportRequest(filters, { current: 1, pageSize: 5 })).toEqual({
      ...body,
      pagination: { current: 1, pageSize: 5 },
    });
  });
});

describe('the Plaintiff rule', () => {
  it.each([
    ['no bids', { winner: null, bidCount: 0 }, 'Plaintiff'],
    ['no bids, whatever the winner field says', { winner: 'Ann Lee', bidCount: 0 }, 'Plaintiff'],
    ['bids and a winner', { winner: 'Ann Lee', bidCount: 4 }, 'Ann Lee'],
    ['bids, no winner yet', { winner: null, bidCount: 2 }, 'N/A'],
    ['bids, a blank winner', { winner: '  ', bidCount: 2 }, 'N/A'],
  ])('%s: %s', (_name, row, shown) => {
    expect(reportWinner(row)).toBe(shown);
  });
});
