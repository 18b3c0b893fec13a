import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { BidderReportRequest } from '../../../src/api/reports';
import { SMALL_SCREEN_NOTE } from '../../../src/features/reports/SmallScreenNote';
import { formatDateTime, formatMoney } from '../../../src/lib/format';
import { db } from '../../../src/mocks/db';
import type { Lot, User } from '../../../src/mocks/db/types';
import {
  makeAuction,
  makeAuctionBidder,
  makeBidder,
  makeCase,
  makeLot,
  makeProperty,
} from '../../../src/mocks/factories';
import { lockedBalance } from '../../../src/mocks/live/engine';
import { server } from '../../../src/mocks/node';
import { readXlsxRows } from '../../exportReaders';
import { renderApp, setUpScreens, signInAs } from '../../render';
import { recordSavedFiles } from '../../savedFiles';
import { userNamed } from '../../simApi';
import { holdCalls } from '../../heldCalls';

const FIRST = { timeout: 10_000 };
const REPORT = '/api/reports/bidder';

const hostId = () => userNamed('auctioneer').companyId!;
const firmId = () => userNamed('client').clientId!;

/** A lot of the host's new upcoming auction, of a case of `clientId`, at `street`, with no winner. */
function hostLot(street: string, clientId = firmId()): Lot {
  const auction = makeAuction({ companyId: hostId(), type: 'InPerson' });
  const lot = makeLot({
    caseId: makeCase({ companyId: hostId(), clientId }).id,
    auctionId: auction.id,
    status: 'Listed',
  });
  makeProperty({
    lotId: lot.id,
    address: { streetLine1: street, city: 'Aurora', county: 'Kane', state: 'IL', zipCode: '60505' },
  });
  return lot;
}

/** A new bidder who joined `lot`. */
function joined(lot: Lot, over: Partial<User> & { balance?: number }): User {
  const { user } = makeBidder(over);
  makeAuctionBidder({ lotId: lot.id, bidderId: user.id, amount: 0 });
  return user;
}

/** The bodies of the report requests, in order. */
function recordBodies() {
  const bodies: BidderReportRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === REPORT)
      void request
        .clone()
        .json()
        .then((b: BidderReportRequest) => bodies.push(b));
  });
  return bodies;
}

const table = () => screen.getByRole('table', { name: 'Bidders Report' });
/** The user names of the rows shown, in order. */
const shownUsers = () =>
  [...table().querySelectorAll(':scope > tbody > tr.ant-table-row')].map(
    (row) => row.querySelectorAll(':scope > td')[2]?.textContent,
  );
const rowOf = (fullName: string) =>
  screen
    .getByRole('button', { name: `Show participated auctions of ${fullName}` })
    .closest<HTMLElement>('tr')!;

setUpScreens(
  'auctioneer',
  () => import('../../../src/features/reports/ReportsPage'),
  () => import('../../../src/features/reports/BiddersReport'),
  () => import('../../../src/app/layouts/MainLayout'),
);

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  window.innerWidth = 1024;
});

describe('bidders report', () => {
  it('lists the company’s bidders with balances and wins, and expands the auctions each took part in', async () => {
    const lot = hostLot('12 Fox River Rd');
    joined(lot, { userName: 'pat-report', firstName: 'Pat', lastName: 'Report' });
    const { user } = renderApp('/reports/bidders');
    await waitFor(() => expect(shownUsers()).toContain('pat-report'), FIRST);
    for (const title of [
      'Full Name',
      'Username',
      'Address',
      'Phone Number',
      'Verification',
      'Available Balance',
      'Locked Balance',
      'Total Wins',
    ])
      expect(within(table()).getByRole('columnheader', { name: title })).toBeInTheDocument();

    const demo = userNamed('bidder');
    const balance = db.bidders.find((b) => b.userId === demo.id)!.availableBalance;
    const locked = lockedBalance(demo.id);
    const cells = within(rowOf('Bailey Brooks'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1)).toEqual([
      'Bailey Brooks',
      'bidder',
      '233 S Wacker DrChicago, IL 60606',
      expect.stringMatching(/^\(\d{3}\) \d{3}-\d{4}$/),
      'Verified',
      formatMoney(Math.max(0, balance - locked), 2),
      formatMoney(locked, 2),
      String(
        db.lots.filter(
          (l) =>
            l.winner?.bidderId === demo.id &&
            db.auctions.find((a) => a.id === l.auctionId)?.companyId === hostId(),
        ).length,
      ),
    ]);

    const toggle = screen.getByRole('button', { name: 'Show participated auctions of Pat Report' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const history = await screen.findByRole('table', {
      name: 'Participated auctions of Pat Report',
    });
    for (const title of ['Auction Start', 'Type', 'Address', 'Company', 'Winner'])
      expect(within(history).getByRole('columnheader', { name: title })).toBeInTheDocument();
    const auction = db.auctions.find((a) => a.id === lot.auctionId)!;
    expect(
      within(history)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      formatDateTime(auction.startTime),
      'In Person',
      '12 Fox River RdAurora, IL 60505',
      'Prairie State Auctions',
      'N/A',
    ]);
    expect(
      screen.getByRole('button', { name: 'Hide participated auctions of Pat Report' }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  it('sends the checkboxes and the search (once typing pauses), and Clear Filter drops them', async () => {
    const lot = hostLot('3 Phone Ln');
    const pending = joined(lot, { userName: 'phone-pending', firstName: 'Noel', lastName: 'Wait' });
    db.phones.find((p) => p.bidderId === pending.id)!.verifiedDate = null;
    joined(lot, {
      userName: 'not-checked',
      firstName: 'Ula',
      lastName: 'Checked',
      isVerified: false,
    });
    const bodies = recordBodies();
    const { user, router } = renderApp('/reports/bidders');
    await waitFor(() => expect(shownUsers()).toContain('phone-pending'), FIRST);
    expect(shownUsers()).toContain('not-checked');
    expect(bodies[0]).toEqual({
      search: '',
      sorter: {},
      pagination: { current: 1, pageSize: 10 },
    });

    await user.click(screen.getByRole('checkbox', { name: 'Verified Accounts Only' }));
    await waitFor(() => expect(shownUsers()).not.toContain('not-checked'));
    expect(bodies.at(-1)).toMatchObject({ isVerified: true });
    expect(shownUsers()).toContain('phone-pending');

    await user.click(screen.getByRole('checkbox', { name: 'Verified Phones Only' }));
    await waitFor(() => expect(shownUsers()).not.toContain('phone-pending'));
    expect(bodies.at(-1)).toMatchObject({ isVerified: true, isPhoneVerified: true });

    const asked = bodies.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or address' }), 'brooks');
    // Nothing is asked while the user is still typing.
    expect(bodies).toHaveLength(asked);
    await waitFor(() => expect(shownUsers()).toEqual(['bidder']));
    expect(bodies.at(-1)).toEqual({
      search: 'brooks',
      sorter: {},
      pagination: { current: 1, pageSize: 10 },
      isVerified: true,
      isPhoneVerified: true,
    });
    expect(bodies).toHaveLength(asked + 1);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      search: 'brooks',
      verified: '1',
      phoneVerified: '1',
    });

    await user.click(screen.getByRole('button', { name: 'Clear Filter' }));
    // The unfiltered first page is the one already loaded.
    await waitFor(() => expect(shownUsers()).toContain('not-checked'));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search by name or address' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Verified Accounts Only' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Verified Phones Only' })).not.toBeChecked();
  });

  it('shows a client five bidders a page', async () => {
    await signInAs('client');
    const lot = hostLot('5 Page St');
    for (let i = 0; i < 6; i++)
      joined(lot, { userName: `firm-page-${i}`, firstName: 'Firm', lastName: `Page${i}` });
    const bodies = recordBodies();
    const { user } = renderApp('/reports/bidders');
    await waitFor(() => expect(shownUsers()).toHaveLength(5), FIRST);
    expect(bodies[0].pagination).toEqual({ current: 1, pageSize: 5 });
    const first = [...shownUsers()];
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(shownUsers()).not.toContain(first[0]));
    expect(bodies.at(-1)!.pagination).toEqual({ current: 2, pageSize: 5 });
  });

  it('says so when no bidder matches; a failed load shows a skeleton, then silently nothing', async () => {
    const { unmount } = renderApp('/reports/bidders?search=nobody%20at%20all');
    expect(await screen.findByText('No bidders found', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by name or address' })).toHaveValue(
      'nobody at all',
    );
    unmount();

    const { release } = holdCalls('post', `*${REPORT}`, {
      answer: () => HttpResponse.json({ message: 'Down' }, { status: 500 }),
    });
    const { container } = renderApp('/reports/bidders');
    await waitFor(() => expect(container.querySelector('.ant-skeleton')).not.toBeNull(), FIRST);
    expect(screen.queryByRole('table', { name: 'Bidders Report' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('No bidders found')).toBeInTheDocument();
    expect(screen.queryByText(/Server error/)).not.toBeInTheDocument();
    expect(screen.queryByText('Down')).not.toBeInTheDocument();
  });

  it('replaces the table by the note on a small screen, and still exports', async () => {
    window.innerWidth = 500;
    renderApp('/reports/bidders');
    expect(await screen.findByText(SMALL_SCREEN_NOTE, {}, FIRST)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Bidders Report' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export PDF/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export Excel/ })).toBeInTheDocument();
  });

  it('exports the filtered report as a workbook whose name carries the date and time', async () => {
    const { blobs, saved } = recordSavedFiles('bidders');
    const exports: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === `${REPORT}/excel`)
        void request
          .clone()
          .json()
          .then((b) => exports.push(b));
    });
    const { user } = renderApp('/reports/bidders?verified=1');
    await waitFor(() => expect(shownUsers()).toContain('bidder'), FIRST);
    const button = screen.getByRole('button', { name: /Export Excel/ });
    await user.dblClick(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^Bidders Report_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.xlsx$/);
    expect(exports).toEqual([{ search: '', sorter: {}, isVerified: true }]);
    const rows = await readXlsxRows(await blobs[0].arrayBuffer());
    expect(rows[0]).toEqual(['Bidders Report']);
    expect(rows.some((r) => r.includes('Bailey Brooks'))).toBe(true);
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
  });

  it('tells the user when an export fails', async () => {
    server.use(mswHttp.post(`*${REPORT}/pdf`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/reports/bidders');
    await waitFor(() => expect(shownUsers().length).toBeGreaterThan(0), FIRST);
    await user.click(screen.getByRole('button', { name: /Export PDF/ }));
    expect(await screen.findByText('Server error! - 500')).toBeInTheDocument();
  });
});
