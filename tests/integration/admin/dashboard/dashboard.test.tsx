import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http as mswHttp, HttpResponse } from 'msw';
import type {
  DashboardReport,
  DashboardReportRequest,
  OutstandingBalance,
} from '../../../../src/api/adminDashboard';
import { defaultPeriod, periodRequest } from '../../../../src/lib/adminDashboard';
import { formatDate } from '../../../../src/lib/format';
import { db } from '../../../../src/mocks/db';
import { server } from '../../../../src/mocks/node';
import { renderApp, setUpScreens } from '../../../render';
import { callAs } from '../../../simApi';

const LOAD = { timeout: 10_000 };
const PATH = '*/api/reports/dashboard';
const DAY_TABLE = 'Auctions, bidders and bids per day';

setUpScreens(
  'admin',
  () => import('../../../../src/features/admin-dashboard/AdminDashboardPage'),
  () => import('../../../../src/app/layouts/AdminLayout'),
);

type Listener = Parameters<typeof server.events.on<'request:start'>>[1];
const listeners: Listener[] = [];
afterEach(() => {
  for (const l of listeners.splice(0)) server.events.removeListener('request:start', l);
});

/** The report bodies posted while the test runs. */
function postedPeriods() {
  const bodies: DashboardReportRequest[] = [];
  const listener: Listener = ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/reports/dashboard')
      void request
        .clone()
        .json()
        .then((b: DashboardReportRequest) => bodies.push(b));
  };
  listeners.push(listener);
  server.events.on('request:start', listener);
  return bodies;
}

const dayTable = () => screen.getByRole('table', { name: DAY_TABLE });
/** The per-day rows of the table view: day, auctions, bidders, bids. */
const dayRows = () =>
  within(dayTable())
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
const totalOf = (name: string) => {
  const item = within(screen.getByRole('list', { name: 'Totals' }))
    .getAllByRole('listitem')
    .find((li) => li.textContent!.startsWith(name))!;
  return item.textContent!.slice(name.length);
};
/** Presses ArrowLeft on a slider handle `times` times. */
async function press(handle: HTMLElement, times: number) {
  for (let i = 0; i < times; i++)
    await act(async () => {
      handle.focus();
      fireEvent.keyDown(handle, { key: 'ArrowLeft', keyCode: 37 });
      await new Promise((r) => setTimeout(r, 0));
    });
}
const balanceRows = () =>
  within(screen.getByRole('table', { name: 'Outstanding Balances' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

async function simReport(): Promise<DashboardReport> {
  const res = await callAs(
    'admin',
    'POST',
    '/api/reports/dashboard',
    periodRequest(defaultPeriod(new Date())),
  );
  return res.json();
}

const emptyReport: DashboardReport = { items: [], newBidders: 0, newAuctioneers: 0 };

const balanceRow = (over: Partial<OutstandingBalance>): OutstandingBalance => ({
  id: 1,
  streetLine1: '1 Main St',
  streetLine2: '',
  city: 'Chicago',
  county: 'Cook',
  stateCode: 'IL',
  zipCode: '60601',
  auctionCompanyName: 'Prairie State Auctions',
  stoppedTime: '2026-03-10T15:00:00Z',
  winner: 'Jordan Reyes',
  winAmount: 100_000,
  reliefFee: 350,
  requiredDown: 25,
  depositReceivedDate: null,
  ...over,
});

describe('admin dashboard: graph and totals', () => {
  it('asks for the last 30 days and shows the second half of them, today last, in the table view', async () => {
    const bodies = postedPeriods();
    const expected = await simReport();
    renderApp('/admin/dashboard');
    await waitFor(() => expect(dayRows()).toHaveLength(15), LOAD);
    expect(bodies[0]).toEqual(periodRequest(defaultPeriod(new Date())));

    const today = dayjs().format('YYYY-MM-DD');
    const todays = expected.items.filter(
      (i) => dayjs(i.startedTime).format('YYYY-MM-DD') === today,
    );
    expect(todays.length).toBeGreaterThan(0);
    const sum = (k: 'bidsCount' | 'biddersCount') => todays.reduce((s, i) => s + i[k], 0);
    expect(dayRows().at(-1)).toEqual([
      formatDate(new Date()),
      String(todays.length),
      String(sum('biddersCount')),
      String(sum('bidsCount')),
    ]);
    expect(dayRows()[0][0]).toBe(formatDate(dayjs().subtract(14, 'day').toDate()));
    expect(
      screen.getByRole('img', { name: /^Graph of auctions, bidders and bids per day from / }),
    ).toBeInTheDocument();
  });

  it('counts each item of a spec-shaped report as one auction, per day and in the average', async () => {
    const today = dayjs().hour(9).startOf('hour');
    // Spec 3 section 3: items (bidsCount, biddersCount, winAmount, startedTime), no auction id.
    const report = {
      items: [
        { bidsCount: 4, biddersCount: 2, winAmount: 90_000, startedTime: today.toISOString() },
        {
          bidsCount: 3,
          biddersCount: 1,
          winAmount: 30_000,
          startedTime: today.add(1, 'hour').toISOString(),
        },
        {
          bidsCount: 1,
          biddersCount: 1,
          winAmount: 0,
          startedTime: today.add(2, 'hour').toISOString(),
        },
      ],
      newBidders: 2,
      newAuctioneers: 1,
    };
    server.use(mswHttp.post(PATH, () => HttpResponse.json(report)));
    const { user } = renderApp('/admin/dashboard');
    await waitFor(() => expect(totalOf('Auctions')).toBe('3'), LOAD);
    expect(totalOf('Bids')).toBe('8');
    expect(totalOf('Bidders')).toBe('4');
    expect(totalOf('Total Win Amount')).toBe('$120,000.00');
    expect(totalOf('Average Win Amount')).toBe('$40,000.00');
    await user.click(screen.getByRole('checkbox', { name: 'Show as table' }));
    await waitFor(() => expect(dayRows().at(-1)).toEqual([formatDate(new Date()), '3', '4', '8']));
  });

  it('keeps each total and the graph in place while the report loads', async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      mswHttp.post(PATH, async () => {
        await gate;
        return undefined;
      }),
    );
    renderApp('/admin/dashboard');
    const totals = await screen.findByRole('list', { name: 'Totals' }, LOAD);
    const titles = within(totals)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(titles).toEqual([
      'Auctions',
      'Bidders',
      'Bids',
      'New Bidders',
      'New Auctioneers',
      'Total Win Amount',
      'Average Win Amount',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Show as table' })).toBeDisabled();
    release();
    await waitFor(() => expect(totalOf('Auctions')).toMatch(/^\d+$/), LOAD);
    expect(screen.getByRole('checkbox', { name: 'Show as table' })).toBeEnabled();
  });

  it('shows the totals with the average win amount per auction', async () => {
    const expected = await simReport();
    renderApp('/admin/dashboard');
    await waitFor(
      () =>
        expect(totalOf('Bids')).toBe(String(expected.items.reduce((s, i) => s + i.bidsCount, 0))),
      LOAD,
    );
    const auctions = expected.items.length;
    const win = expected.items.reduce((s, i) => s + i.winAmount, 0);
    expect(totalOf('Auctions')).toBe(String(auctions));
    expect(totalOf('Bidders')).toBe(String(expected.items.reduce((s, i) => s + i.biddersCount, 0)));
    expect(totalOf('New Bidders')).toBe(String(expected.newBidders));
    expect(totalOf('New Auctioneers')).toBe(String(expected.newAuctioneers));
    const usd = (n: number) =>
      `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(totalOf('Total Win Amount')).toBe(usd(win));
    expect(totalOf('Average Win Amount')).toBe(usd(Math.round((win / auctions) * 100) / 100));
  });

  it('widens the days shown from the keyboard and shows the figures as a table on demand', async () => {
    const { user } = renderApp('/admin/dashboard');
    await waitFor(() => expect(dayRows()).toHaveLength(15), LOAD);
    const first = screen.getByRole('slider', { name: 'First day shown' });
    const last = screen.getByRole('slider', { name: 'Last day shown' });
    expect(first).toHaveAttribute('aria-valuenow', '15');
    expect(last).toHaveAttribute('aria-valuenow', '29');
    expect(last).toHaveAttribute('aria-valuetext', dayjs().format('dddd, MMMM D, YYYY'));

    await press(first, 2);
    await waitFor(() => expect(dayRows()).toHaveLength(17));
    await press(last, 1);
    await waitFor(() => expect(dayRows()).toHaveLength(16));
    expect(dayRows().at(-1)![0]).toBe(formatDate(dayjs().subtract(1, 'day').toDate()));

    expect(dayTable().closest('.dashboard-sr-only')).not.toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Show as table' }));
    expect(dayTable().closest('.dashboard-sr-only')).toBeNull();
    expect(screen.queryByRole('img', { name: /^Graph of/ })).not.toBeInTheDocument();
  });

  it('offers no future day and asks again for the period chosen', async () => {
    const bodies = postedPeriods();
    const { user } = renderApp('/admin/dashboard');
    await waitFor(() => expect(dayRows()).toHaveLength(15), LOAD);
    const today = dayjs().format('YYYY-MM-DD');
    for (const picker of ['From', 'To']) {
      await user.click(screen.getByRole('textbox', { name: picker }));
      await waitFor(() => {
        const cells = [
          ...document.querySelectorAll<HTMLElement>(
            '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-cell[title]',
          ),
        ];
        const open = (c: HTMLElement) => !c.classList.contains('ant-picker-cell-disabled');
        expect(cells.find((c) => c.title === today)).toSatisfy(picker === 'To' ? open : () => true);
        expect(cells.filter((c) => c.title > today).some(open)).toBe(false);
      });
      await user.keyboard('{Escape}');
    }

    const from = dayjs().subtract(3, 'day');
    const input = screen.getByRole('textbox', { name: 'From' });
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: from.format('MM/DD/YYYY') } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    fireEvent.blur(input);
    await waitFor(() => expect(dayRows()).toHaveLength(2), LOAD);
    expect(bodies.at(-1)).toEqual(
      periodRequest({ from: from.format('YYYY-MM-DD'), to: dayjs().format('YYYY-MM-DD') }),
    );
    // 4 days: the slider starts on days 2 and 3 (yesterday and today).
    expect(dayRows().map((r) => r[0])).toEqual([
      formatDate(dayjs().subtract(1, 'day').toDate()),
      formatDate(new Date()),
    ]);
  });

  it('says when the period had no auctions, with no average', async () => {
    server.use(mswHttp.post(PATH, () => HttpResponse.json({ ...emptyReport, newBidders: 2 })));
    renderApp('/admin/dashboard');
    expect(await screen.findByText('No auctions in this period', {}, LOAD)).toBeInTheDocument();
    expect(totalOf('Average Win Amount')).toBe('N/A');
    expect(totalOf('Total Win Amount')).toBe('$0.00');
    expect(totalOf('New Bidders')).toBe('2');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('fails silently: empty states, no message', async () => {
    server.use(
      mswHttp.post(PATH, () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
      mswHttp.get(PATH, () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    renderApp('/admin/dashboard');
    expect(await screen.findByText('No auctions in this period', {}, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('No outstanding balances', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText(/Server error/)).not.toBeInTheDocument();
    expect(document.querySelector('.ant-skeleton')).toBeNull();
  });
});

describe('admin dashboard: outstanding balances', () => {
  it('lists the simulator’s unpaid sales with what each winner owes', async () => {
    renderApp('/admin/dashboard');
    const unpaid = db.lots.filter(
      (l) =>
        l.status === 'PendingTransaction' &&
        l.winner &&
        l.soldTo !== 'Plaintiff' &&
        !l.paymentReceivedDate,
    );
    await waitFor(() => expect(balanceRows()).toHaveLength(Math.min(10, unpaid.length)), LOAD);
    const headers = within(screen.getByRole('table', { name: 'Outstanding Balances' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Address',
      'Company',
      'Stopped Time',
      'Winner',
      'Win Amount',
      'Relief Fee',
      'Required Down',
      'Deposit Received',
      'Balance',
    ]);
  });

  it('computes the balance with and without a deposit, 10 rows a page', async () => {
    const rows = [
      balanceRow({ id: 1, depositReceivedDate: '2026-03-11T15:00:00Z' }),
      balanceRow({ id: 2, streetLine1: '2 Main St', depositReceivedDate: null }),
      balanceRow({
        id: 3,
        streetLine1: '3 Main St',
        depositReceivedDate: '0001-01-01T00:00:00',
        requiredDown: 10,
      }),
      ...Array.from({ length: 9 }, (_, i) =>
        balanceRow({ id: 10 + i, streetLine1: `${10 + i} Oak St` }),
      ),
    ];
    server.use(mswHttp.get(PATH, () => HttpResponse.json(rows)));
    const { user } = renderApp('/admin/dashboard');
    await waitFor(() => expect(balanceRows()).toHaveLength(10), LOAD);
    expect(balanceRows()[0]).toEqual([
      '1 Main St, Chicago, IL 60601',
      'Prairie State Auctions',
      expect.stringMatching(/^03\/1[01]\/2026 /),
      'Jordan Reyes',
      '$100,000.00',
      '$350.00',
      '25%',
      formatDate('2026-03-11T15:00:00Z'),
      '$75,350.00',
    ]);
    expect(balanceRows()[1].slice(-2)).toEqual(['Not received', '$100,350.00']);
    expect(balanceRows()[2].slice(-3)).toEqual(['10%', 'Not received', '$100,350.00']);
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(balanceRows()).toHaveLength(2));
    expect(balanceRows()[1][0]).toBe('18 Oak St, Chicago, IL 60601');
  });

  it('says so when nothing is owed', async () => {
    server.use(mswHttp.get(PATH, () => HttpResponse.json([])));
    renderApp('/admin/dashboard');
    expect(await screen.findByText('No outstanding balances', {}, LOAD)).toBeInTheDocument();
  });
});
