import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import type {
  AuctionLookupItem,
  BidReportRequest,
  BidReportRow,
  ReportPage,
} from '../../../src/api/reports';
import { formatDateTime, formatMoney } from '../../../src/lib/format';
import { db } from '../../../src/mocks/db';
import type { Lot } from '../../../src/mocks/db/types';
import { server } from '../../../src/mocks/node';
import { renderApp, setUpScreens, signInAs } from '../../render';
import { callAs, userNamed } from '../../simApi';

const LOAD = { timeout: 10_000 };
const NO_BIDS = 'No bids found';

setUpScreens(
  'auctioneer',
  () => import('../../../src/features/reports/ReportsPage'),
  () => import('../../../src/features/reports/BidsReport'),
  () => import('../../../src/app/layouts/MainLayout'),
  () => import('../../../src/app/layouts/AdminLayout'),
);

/** The report as the simulator answers it to a user, for the expectations. */
async function reportOf(user: string, path: string, body: BidReportRequest = {}) {
  const res = await callAs(user, 'POST', path, {
    pagination: { current: 1, pageSize: 10 },
    ...body,
  });
  return (await res.json()) as ReportPage<BidReportRow>;
}

type Listener = Parameters<typeof server.events.on<'request:start'>>[1];
const listeners: Listener[] = [];
afterEach(() => {
  for (const l of listeners.splice(0)) server.events.removeListener('request:start', l);
});

/** The bodies posted to a path while the test runs. */
function bodiesOf<Body = BidReportRequest>(path: string) {
  const bodies: Body[] = [];
  const listener: Listener = ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((b: Body) => bodies.push(b));
  };
  listeners.push(listener);
  server.events.on('request:start', listener);
  return bodies;
}

const reportTable = () => document.querySelector<HTMLElement>('table[aria-label="Bids Report"]')!;
const auctionSelect = () => document.querySelector<HTMLElement>('input[aria-label="Auction"]')!;
/** The lot rows of the report (not the bid rows grouped under them), read from the markup. */
const lotRows = () =>
  [...reportTable().querySelectorAll<HTMLElement>('tr.ant-table-row')].filter(
    (tr) => !tr.parentElement?.closest('.ant-table-expanded-row'),
  );
const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll(':scope > td:not(.ant-table-row-expand-icon-cell)')].map(
    (td) => td.textContent,
  );
/** The started time and first address line of each lot row shown. */
const shown = () => lotRows().map((r) => cellsOf(r).slice(0, 2).join(' | '));
const expectedOf = (rows: BidReportRow[]) =>
  rows.map((r) => `${formatDateTime(r.startedTime)} | ${r.address1}${r.address2}`);

function typeInPicker(input: HTMLElement, text: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
}

async function clickOption(option: string | RegExp) {
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')]
      .filter((o) => !o.closest('.ant-select-dropdown-hidden'))
      .find((o) =>
        typeof option === 'string' ? o.textContent === option : option.test(o.textContent!),
      );
    if (!found) throw new Error(`no option ${String(option)}`);
    return found;
  }, LOAD);
  fireEvent.click(item);
}

const companyOf = () => userNamed('auctioneer').companyId;
const auctionOf = (lot: Lot) => db.auctions.find((a) => a.id === lot.auctionId)!;
/** A finished auction of the auctioneer's company whose lots have bids. */
const finishedAuction = () =>
  db.auctions.find(
    (a) =>
      a.isFinished &&
      a.companyId === companyOf() &&
      db.lots.some((l) => l.auctionId === a.id && db.bids.some((b) => b.lotId === l.id)),
  )!;

describe('bids report', () => {
  it('lists the company’s lots, newest first, each with its bids grouped under it', async () => {
    const expected = await reportOf('auctioneer', '/api/reports/bidauctioneer');
    expect(expected.data.length).toBeGreaterThan(1);
    renderApp('/reports/bids');
    await waitFor(() => expect(shown()).toEqual(expectedOf(expected.data)), LOAD);

    const headers = [...reportTable().querySelectorAll(':scope > thead th')]
      .map((th) => th.textContent)
      .filter(Boolean);
    expect(headers).toEqual([
      'Started Time',
      'Address',
      'Company',
      'Opening Price',
      'Winner',
      'Winning Amount',
      'Bid Count',
    ]);

    const won = expected.data.find((r) => r.bids.length > 1 && r.winnerBidAmount)!;
    const row = lotRows()[expected.data.indexOf(won)];
    expect(cellsOf(row).slice(2)).toEqual([
      won.auctionCompanyName,
      formatMoney(won.openingPrice, 2),
      won.winner,
      formatMoney(won.winnerBidAmount, 2),
      String(won.bidCount),
    ]);
    const bids = reportTable().querySelector(`table[aria-label="Bids on ${won.address1}"]`)!;
    const bidRows = [...bids.querySelectorAll('tbody tr.ant-table-row')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(bidRows).toEqual(
      won.bids.map((b) => [
        formatMoney(b.amount, 2),
        b.bidderFullName,
        formatDateTime(b.createdDate),
      ]),
    );
  });

  it('shows the spec’s rows (no id), each lot’s bids opening and closing on their own', async () => {
    const page = await reportOf('auctioneer', '/api/reports/bidauctioneer');
    const withBids = page.data.filter((r) => r.bids.length > 0);
    expect(withBids.length).toBeGreaterThan(1);
    // The bid report row of spec 3 §3: startedTime, address1, address2, auctionCompanyName,
    // openingPrice, winner, winnerBidAmount, bidCount, bids.
    const specRows = page.data.map(({ id: _id, ...row }) => row);
    server.use(
      mswHttp.post('*/api/reports/bidauctioneer', () =>
        HttpResponse.json({ data: specRows, total: page.total }),
      ),
    );
    const { user } = renderApp('/reports/bids');
    await waitFor(() => expect(shown()).toEqual(expectedOf(page.data)), LOAD);
    const [first, second] = withBids;
    expect(first.address1).not.toBe(second.address1);
    const toggle = (r: BidReportRow) =>
      screen.getByRole('button', { name: new RegExp(`bids on ${r.address1}$`) });
    expect(
      reportTable().querySelector(`table[aria-label="Bids on ${first.address1}"]`),
    ).not.toBeNull();
    expect(toggle(first)).toHaveAttribute('aria-expanded', 'true');
    expect(toggle(second)).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle(first));
    await waitFor(() => expect(toggle(first)).toHaveAttribute('aria-expanded', 'false'));
    expect(toggle(second)).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows Plaintiff as the winner of a lot nobody bid on', async () => {
    const admin = await reportOf('admin', '/api/reports/bid', {
      pagination: { current: 1, pageSize: 100 },
    });
    const quiet = admin.data.find((r) => r.bidCount === 0)!;
    const lot = db.lots.find((l) => l.id === quiet.id)!;
    const lookups = bodiesOf<unknown>('/api/auctions/lookup');
    await signInAs('admin');
    renderApp('/admin/reports/bids');
    typeInPicker(
      await screen.findByLabelText('Auction date', {}, LOAD),
      dayjs(auctionOf(lot).startTime).format('MM/DD/YYYY'),
    );
    await waitFor(() => expect(auctionSelect()).toBeEnabled());
    // The admin's look-up body is the spec's: date (the picked day) and companyId.
    expect(lookups).toEqual([
      { date: dayjs(auctionOf(lot).startTime).format('YYYY-MM-DD'), companyId: null },
    ]);
    fireEvent.mouseDown(auctionSelect());
    await clickOption(new RegExp(formatDateTime(auctionOf(lot).startTime)));
    await waitFor(
      () => expect(lotRows().some((r) => cellsOf(r)[1]?.startsWith(quiet.address1))).toBe(true),
      LOAD,
    );
    const row = lotRows().find((r) => cellsOf(r)[1]?.startsWith(quiet.address1))!;
    expect(cellsOf(row).slice(4)).toEqual(['Plaintiff', '—', '0']);
    expect(row.querySelector('button[aria-expanded]')).toBeNull();
  });

  it('filters by auction date (no future days), picks that day’s auction, and clears', async () => {
    const auction = finishedAuction();
    const day = { date: dayjs(auction.startTime).format('YYYY-MM-DD') };
    const dayAuctions = (await (
      await callAs('auctioneer', 'POST', '/api/auctions/lookup/auctioneer', day)
    ).json()) as AuctionLookupItem[];
    expect(dayAuctions.length).toBeGreaterThan(0);
    const lookups = bodiesOf<unknown>('/api/auctions/lookup/auctioneer');
    const first = dayAuctions[0];
    const all = await reportOf('auctioneer', '/api/reports/bidauctioneer');
    const ofDay = await reportOf('auctioneer', '/api/reports/bidauctioneer', {
      auctionId: first.id,
    });
    const bodies = bodiesOf('/api/reports/bidauctioneer');
    const { user, router } = renderApp('/reports/bids');
    await waitFor(() => expect(shown()).toEqual(expectedOf(all.data)), LOAD);
    expect(auctionSelect()).toBeDisabled();
    expect(document.querySelector('input[aria-label="Bidder"]')).toBeNull();

    const input = screen.getByLabelText('Auction date');
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: dayjs().format('MM/DD/YYYY') } });
    const cell = (d: dayjs.Dayjs) =>
      document.querySelector<HTMLElement>(`td[title="${d.format('YYYY-MM-DD')}"]`);
    await waitFor(() => expect(cell(dayjs())).not.toBeNull());
    expect(cell(dayjs())).not.toHaveClass('ant-picker-cell-disabled');
    expect(cell(dayjs().subtract(1, 'day'))).not.toHaveClass('ant-picker-cell-disabled');
    const tomorrow = cell(dayjs().add(1, 'day'));
    if (tomorrow) expect(tomorrow).toHaveClass('ant-picker-cell-disabled');

    typeInPicker(input, dayjs(auction.startTime).format('MM/DD/YYYY'));
    await waitFor(() => expect(shown()).toEqual(expectedOf(ofDay.data)), LOAD);
    expect(bodies.at(-1)).toMatchObject({ auctionId: first.id });
    // The auctioneer's look-up body is the spec's: the picked day only.
    expect(lookups.at(-1)).toEqual(day);
    expect(lookups.every((b) => Object.keys(b as object).join() === 'date')).toBe(true);
    expect(screen.getByTitle(new RegExp(formatDateTime(first.startTime)))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() => expect(shown()).toEqual(expectedOf(all.data)), LOAD);
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Auction date')).toHaveValue('');
  });

  it('says a day has no auctions and shows no bids for it', async () => {
    const empty = dayjs().subtract(400, 'day').format('MM/DD/YYYY');
    renderApp('/reports/bids');
    await waitFor(() => expect(lotRows().length).toBeGreaterThan(0), LOAD);
    typeInPicker(screen.getByLabelText('Auction date'), empty);
    expect(
      await screen.findByText('No auctions on this day', { selector: '[role=status]' }, LOAD),
    ).toBeInTheDocument();
    expect(within(reportTable()).getByText(NO_BIDS)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export Excel/ })).toBeDisabled();
  });

  it('lets the admin filter by a bidder found by name', async () => {
    const bidder = userNamed('bidder2');
    const expected = await reportOf('admin', '/api/reports/bid', { bidderId: bidder.id });
    expect(expected.data.length).toBeGreaterThan(0);
    const bodies = bodiesOf('/api/reports/bid');
    await signInAs('admin');
    const { router } = renderApp('/admin/reports/bids');
    await waitFor(() => expect(lotRows().length).toBeGreaterThan(0), LOAD);

    const select = document.querySelector<HTMLElement>('input[aria-label="Bidder"]')!;
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: bidder.lastName } });
    await clickOption(`${bidder.firstName} ${bidder.lastName}`);
    await waitFor(() => expect(shown()).toEqual(expectedOf(expected.data)), LOAD);
    expect(bodies.at(-1)).toMatchObject({ bidderId: bidder.id });
    expect(new URLSearchParams(router.state.location.search).get('bidderId')).toBe(
      String(bidder.id),
    );
    // Each lot shows the bidder's bids only.
    const names = [
      ...reportTable().querySelectorAll('.ant-table-expanded-row tbody tr.ant-table-row'),
    ].map((tr) => tr.querySelectorAll('td')[1].textContent);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set([`${bidder.firstName} ${bidder.lastName}`]));
  });

  it('pages 3 lots at a time for clients', async () => {
    const expected = await reportOf('client', '/api/reports/bidauctioneer', {
      pagination: { current: 2, pageSize: 3 },
    });
    expect(expected.total).toBeGreaterThan(3);
    const bodies = bodiesOf('/api/reports/bidauctioneer');
    await signInAs('client');
    const { user } = renderApp('/reports/bids');
    await waitFor(() => expect(lotRows()).toHaveLength(3), LOAD);
    expect(bodies[0]).toMatchObject({ pagination: { current: 1, pageSize: 3 } });
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(shown()).toEqual(expectedOf(expected.data)), LOAD);
  });

  it('shows a skeleton while loading, then the empty table when the report fails, silently', async () => {
    server.use(
      mswHttp.post('*/api/reports/bidauctioneer', async () => {
        await delay(100);
        return HttpResponse.json({ message: 'boom' }, { status: 500 });
      }),
    );
    renderApp('/reports/bids');
    expect(
      await screen.findByRole('status', { name: 'Loading the bids report' }, LOAD),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Bids Report' }, LOAD);
    expect(await within(table).findByText(NO_BIDS, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Server error! - 500')).toBeNull();
  });
});
