import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http as mswHttp, HttpResponse } from 'msw';
import type { AuctionReportRequest } from '../../../src/api/reports';
import { SMALL_SCREEN_NOTE } from '../../../src/features/reports/SmallScreenNote';
import { formatDateTime } from '../../../src/lib/format';
import { db } from '../../../src/mocks/db';
import type { Auction, Lot } from '../../../src/mocks/db/types';
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
} from '../../../src/mocks/factories';
import { server } from '../../../src/mocks/node';
import { pdfText, readXlsxRows } from '../../exportReaders';
import { renderApp, setUpScreens, signInAs } from '../../render';
import { recordSavedFiles } from '../../savedFiles';
import { userNamed } from '../../simApi';

const FIRST = { timeout: 10_000 };
const REPORT = '/api/reports/auction';
/** The fixtures' auctions run in 2003; this window holds only them. */
const IN_2003 = 'from=2003-01-01&to=2003-12-31';

const hostId = () => userNamed('auctioneer').companyId!;
const firmId = () => userNamed('client').clientId!;

/** A finished auction with one lot at `street`: won by a new bidder after two bids, or not sold. */
function sale(
  startTime: string,
  street: string,
  { won = true, ...over }: Partial<Auction> & { won?: boolean } = {},
): { auction: Auction; lot: Lot } {
  const auction = makeAuction({ companyId: hostId(), startTime, isFinished: true, ...over });
  const t0 = Date.parse(startTime);
  const lot = makeLot({
    caseId: makeCase({ companyId: auction.companyId, clientId: firmId() }).id,
    auctionId: auction.id,
    status: won ? 'PendingTransaction' : 'Listed',
    openingPrice: 120_000,
    startedTime: new Date(t0).toISOString(),
    stoppedTime: new Date(t0 + 65 * 60_000).toISOString(),
  });
  makeProperty({
    lotId: lot.id,
    address: { streetLine1: street, city: 'Aurora', county: 'Kane', state: 'IL', zipCode: '60505' },
  });
  if (won) {
    const { user } = makeBidder({ firstName: 'Robin', lastName: 'Winner' });
    makeAuctionBidder({ lotId: lot.id, bidderId: user.id });
    makeBid({ lotId: lot.id, bidderId: user.id });
    lot.winner = winnerOf(makeBid({ lotId: lot.id, bidderId: user.id }));
  }
  return { auction, lot };
}

/** The bodies of the report requests to `path`, in order. */
function recordBodies(path = REPORT) {
  const bodies: AuctionReportRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((b: AuctionReportRequest) => bodies.push(b));
  });
  return bodies;
}

/** The auction blocks shown: the lot tables, by their names. */
const LOTS = /^Lots of the auction of /;
const lotTables = () => screen.queryAllByRole('table', { name: LOTS });
const blockOf = (startTime: string) =>
  screen
    .getByRole('table', { name: `Lots of the auction of ${formatDateTime(startTime)}` })
    .closest<HTMLElement>('.ant-card')!;

/** Picks an option of an antd select by its label. */
/** Picks an option of a select; a searchable one gets `typed` first (its list is virtual). */
async function choose(
  user: ReturnType<typeof renderApp>['user'],
  label: string,
  option: string,
  typed?: string,
) {
  await user.click(screen.getByRole('combobox', { name: label }));
  if (typed) await user.type(screen.getByRole('combobox', { name: label }), typed);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (el) => el.textContent === option,
    );
    expect(found).toBeDefined();
    return found!;
  });
  await user.click(item);
}

setUpScreens(
  'auctioneer',
  () => import('../../../src/features/reports/ReportsPage'),
  () => import('../../../src/features/reports/AuctionsReport'),
  () => import('../../../src/app/layouts/MainLayout'),
  () => import('../../../src/app/layouts/AdminLayout'),
);

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  window.innerWidth = 1024;
});

describe('auctions report', () => {
  it('shows each auction as a block with its lots, N/A where a lot has no winner', async () => {
    const sold = sale('2003-03-10T15:00:00.000Z', '12 Fox River Rd', {
      type: 'Hybrid',
      startType: 'Manual',
    });
    const unsold = sale('2003-02-10T15:00:00.000Z', '9 Quiet Ln', { won: false, type: 'InPerson' });
    renderApp(`/reports/auctions?${IN_2003}`);
    await waitFor(() => expect(lotTables()).toHaveLength(2), FIRST);
    // Newest first.
    expect(lotTables().map((t) => t.getAttribute('aria-label'))).toEqual([
      `Lots of the auction of ${formatDateTime(sold.auction.startTime)}`,
      `Lots of the auction of ${formatDateTime(unsold.auction.startTime)}`,
    ]);

    const block = blockOf(sold.auction.startTime);
    const facts = within(block).getByRole('heading', { level: 2 });
    expect(facts).toHaveTextContent(formatDateTime(sold.auction.startTime));
    for (const text of [
      'Date',
      formatDateTime(sold.auction.startTime),
      'Company',
      'Prairie State Auctions',
      'Duration',
      '1 h 5 min',
      'Type',
      'Hybrid',
      'Start Type',
      'Manual',
    ])
      expect(within(block).getAllByText(text).length).toBeGreaterThan(0);
    const lots = within(block).getByRole('table', { name: LOTS });
    for (const title of [
      'Address',
      'Opening Bid',
      'Bidder Count',
      'Bid Count',
      'Winner',
      'Winner Bid Amount',
    ])
      expect(within(lots).getByRole('columnheader', { name: title })).toBeInTheDocument();
    const cells = (table: HTMLElement) =>
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(lots)).toEqual([
      '12 Fox River RdAurora, IL 60505',
      '$120,000.00',
      '1',
      '2',
      'Robin Winner',
      '$122,000.00',
    ]);
    expect(
      cells(within(blockOf(unsold.auction.startTime)).getByRole('table', { name: LOTS })),
    ).toEqual(['9 Quiet LnAurora, IL 60505', '$120,000.00', '0', '0', 'N/A', 'N/A']);
    expect(within(blockOf(unsold.auction.startTime)).getByText('In Person')).toBeInTheDocument();
  });

  it('shows the spec’s blocks (no id), a lot without winner fields as N/A', async () => {
    // The auction report of spec 3 §3: startTime, companyName, duration, type, startType, lots.
    const lot = {
      id: 7,
      address1: '3 Spec St',
      address2: 'Aurora, IL 60505',
      openingPrice: 90_000,
      bidderCount: 0,
      bidCount: 0,
    };
    const block = (startTime: string, type: string) => ({
      startTime,
      companyName: 'Prairie State Auctions',
      duration: 30,
      type,
      startType: 'Auto',
      lots: [{ ...lot, id: Date.parse(startTime) }],
    });
    const data = [
      block('2003-05-10T15:00:00.000Z', 'Online'),
      block('2003-04-10T15:00:00.000Z', 'Hybrid'),
    ];
    server.use(mswHttp.post(`*${REPORT}`, () => HttpResponse.json({ data, total: 2 })));
    renderApp(`/reports/auctions?${IN_2003}`);
    await waitFor(() => expect(lotTables()).toHaveLength(2), FIRST);
    for (const { startTime } of data) {
      const shown = blockOf(startTime);
      expect(within(shown).getByText('30 min')).toBeInTheDocument();
      expect(
        within(within(shown).getByRole('table', { name: LOTS }))
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['3 Spec StAurora, IL 60505', '$90,000.00', '0', '0', 'N/A', 'N/A']);
    }
  });

  it('sends the filters, with the company for admins, and Clear Filter drops them', async () => {
    await signInAs('admin');
    const zeta = makeCompany({ name: 'Zeta River Auctions' });
    sale('2003-03-10T15:00:00.000Z', '1 Host St', { type: 'Hybrid' });
    sale('2003-04-10T15:00:00.000Z', '2 Zeta St', { companyId: zeta.id, type: 'Online' });
    const bodies = recordBodies();
    const { user, router } = renderApp(`/admin/reports/auctions?${IN_2003}`);
    await waitFor(() => expect(lotTables()).toHaveLength(2), FIRST);
    const range = {
      beginDate: dayjs('2003-01-01').startOf('day').toISOString(),
      endDate: dayjs('2003-12-31').endOf('day').toISOString(),
    };
    expect(bodies[0]).toEqual({
      search: '',
      sorter: { field: 'startTime', order: 'descend' },
      ...range,
      type: null,
      pagination: { current: 1, pageSize: 10 },
      companyId: null,
    });
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('01/01/2003');
    expect(screen.getByRole('textbox', { name: 'End date' })).toHaveValue('12/31/2003');

    await choose(user, 'Auction type', 'Hybrid');
    await waitFor(() => expect(lotTables()).toHaveLength(1));
    expect(bodies.at(-1)).toMatchObject({ ...range, type: 'Hybrid', companyId: null });
    expect(screen.getByText('1 Host St')).toBeInTheDocument();

    await choose(user, 'Auction type', 'Online');
    await choose(user, 'Company', 'Zeta River Auctions', 'Zeta');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ companyId: zeta.id }));
    expect(bodies.at(-1)).toMatchObject({ type: 'Online', companyId: zeta.id });
    expect(await screen.findByText('2 Zeta St')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      from: '2003-01-01',
      to: '2003-12-31',
      type: 'Online',
      company: String(zeta.id),
    });

    await user.click(screen.getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({
        search: '',
        sorter: { field: 'startTime', order: 'descend' },
        beginDate: null,
        endDate: null,
        type: null,
        pagination: { current: 1, pageSize: 10 },
        companyId: null,
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('');
  });

  it('offers no future day in the date pickers', async () => {
    const { user } = renderApp('/reports/auctions');
    await waitFor(() => expect(lotTables().length).toBeGreaterThan(0), FIRST);
    const today = dayjs().format('YYYY-MM-DD');
    for (const picker of ['Start date', 'End date']) {
      await user.click(screen.getByRole('textbox', { name: picker }));
      await waitFor(() => {
        const cells = [
          ...document.querySelectorAll<HTMLElement>(
            '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-cell[title]',
          ),
        ];
        const open = (c: HTMLElement) => !c.classList.contains('ant-picker-cell-disabled');
        expect(cells.find((c) => c.title === today)).toSatisfy(open);
        expect(cells.filter((c) => c.title > today).some(open)).toBe(false);
      });
      await user.keyboard('{Escape}');
    }
  });

  it('shows a client three auctions a page', async () => {
    await signInAs('client');
    const starts = [1, 2, 3, 4].map((m) => `2003-0${m}-10T15:00:00.000Z`);
    for (const [i, start] of starts.entries()) sale(start, `${i + 1} Page St`);
    const bodies = recordBodies();
    const { user } = renderApp(`/reports/auctions?${IN_2003}`);
    await waitFor(() => expect(lotTables()).toHaveLength(3), FIRST);
    expect(bodies[0].pagination).toEqual({ current: 1, pageSize: 3 });
    expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(lotTables()).toHaveLength(1));
    expect(screen.getByText('1 Page St')).toBeInTheDocument();
    expect(bodies.at(-1)!.pagination).toEqual({ current: 2, pageSize: 3 });
  });

  it('says so when no auction matches, and a failed load is silent', async () => {
    const { unmount } = renderApp('/reports/auctions?from=2002-01-01&to=2002-01-02');
    expect(await screen.findByText('No auctions found', {}, FIRST)).toBeInTheDocument();
    unmount();

    server.use(
      mswHttp.post(`*${REPORT}`, () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
    );
    renderApp('/reports/auctions');
    expect(await screen.findByText('No auctions found', {}, FIRST)).toBeInTheDocument();
    expect(screen.queryByText(/Server error/)).not.toBeInTheDocument();
    expect(screen.queryByText('Down')).not.toBeInTheDocument();
  });

  it('replaces the blocks by the note on a small screen, and still exports', async () => {
    sale('2003-03-10T15:00:00.000Z', '12 Small St');
    window.innerWidth = 500;
    renderApp(`/reports/auctions?${IN_2003}`);
    expect(await screen.findByText(SMALL_SCREEN_NOTE, {}, FIRST)).toBeInTheDocument();
    expect(lotTables()).toHaveLength(0);
    expect(screen.queryByText('12 Small St')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export PDF/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export Excel/ })).toBeInTheDocument();
  });

  it('exports every auction from 2001/01/01 to the end of today without a start date, under a stamped name', async () => {
    const { blobs, saved } = recordSavedFiles('auctions');
    const sold = sale('2003-03-10T15:00:00.000Z', '12 Export St', { type: 'Hybrid' });
    const exports = recordBodies(`${REPORT}/excel`);
    const { user } = renderApp('/reports/auctions?type=Hybrid');
    await waitFor(() => expect(lotTables().length).toBeGreaterThan(0), FIRST);
    const button = screen.getByRole('button', { name: /Export Excel/ });
    await user.dblClick(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^Auctions Report_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.xlsx$/);
    expect(exports).toEqual([
      {
        search: '',
        sorter: { field: 'startTime', order: 'descend' },
        beginDate: new Date(2001, 0, 1).toISOString(),
        endDate: dayjs().endOf('day').toISOString(),
        type: 'Hybrid',
      },
    ]);
    const rows = await readXlsxRows(await blobs[0].arrayBuffer());
    expect(rows[0][0]).toMatch(/^Auctions Report, 01\/01\/2001 to /);
    expect(rows).toContainEqual([
      formatDateTime(sold.auction.startTime),
      'Prairie State Auctions',
      '1 h 5 min',
      'Hybrid',
      'Manual',
      1,
    ]);
    expect(rows.some((r) => r[0] === '12 Export St, Aurora, IL 60505')).toBe(true);
    expect(db.auctions.filter((a) => a.type !== 'Hybrid').length).toBeGreaterThan(0);
    expect(rows.some((r) => r[3] === 'Online')).toBe(false);
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));

    await user.click(screen.getByRole('button', { name: /Export PDF/ }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatch(/^Auctions Report_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.pdf$/);
    expect(blobs[1].type).toBe('application/pdf');
    const text = await pdfText(await blobs[1].arrayBuffer());
    expect(text).toContain('12 Export St, Aurora, IL 60505');
    expect(text).toContain('$122,000.00');
  });

  it('tells the user when an export fails', async () => {
    server.use(mswHttp.post(`*${REPORT}/pdf`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/reports/auctions');
    await waitFor(() => expect(lotTables().length).toBeGreaterThan(0), FIRST);
    await user.click(screen.getByRole('button', { name: /Export PDF/ }));
    expect(await screen.findByText('Server error! - 500')).toBeInTheDocument();
  });
});
