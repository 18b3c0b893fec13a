import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { db } from '../../../src/mocks/db';
import { makeAuction } from '../../../src/mocks/factories';
import type { Auction } from '../../../src/mocks/db/types';
import { auctionListStatus } from '../../../src/mocks/handlers/auctions';
import { server } from '../../../src/mocks/node';
import { formatDateTime } from '../../../src/lib/format';
import { renderApp, signInAs } from '../../render';
import { userNamed } from '../../simApi';

// The first screen of a file compiles the page and antd on a busy machine: allow for it.
const FIRST = { timeout: 10_000 };

const hostId = () => userNamed('auctioneer').companyId!;
const company = (status: ReturnType<typeof auctionListStatus>) =>
  db.auctions.filter((a) => a.companyId === hostId() && auctionListStatus(a) === status);
const lotsOf = (a: Auction) => db.lots.filter((l) => l.auctionId === a.id).length;
const path = (router: ReturnType<typeof renderApp>['router']) =>
  router.state.location.pathname + router.state.location.search;

/** The IDs listed on the page, in order. */
const listedIds = () =>
  screen
    .queryAllByLabelText(/^Open (the control room of )?auction \d+$/)
    .map((el) => Number(el.textContent));

function addUpcoming(n: number) {
  const template = company('upcoming')[0];
  for (let i = 0; i < n; i++)
    makeAuction({
      ...template,
      id: undefined,
      startTime: new Date(Date.now() + (20 + i) * 86_400_000).toISOString(),
      stopTime: null,
      streams: [],
    });
}

describe('auctions list', () => {
  it('shows each tab with its count, the live auctions of the company, and opens the control room by keyboard', async () => {
    await signInAs('auctioneer');
    const live = company('live');
    const otherLive = db.auctions.find((a) => a.companyId !== hostId() && a.isOpen)!;
    expect(live.length).toBeGreaterThan(0);
    const { router, user } = renderApp('/auctions');

    for (const [title, status] of [
      ['LIVE', 'live'],
      ['UPCOMING', 'upcoming'],
      ['COMPLETED', 'completed'],
      ['CANCELLED', 'cancelled'],
    ] as const)
      expect(
        await screen.findByRole('tab', { name: `${title} ${company(status).length}` }, FIRST),
      ).toBeInTheDocument();

    await waitFor(() => expect(listedIds().sort()).toEqual(live.map((a) => a.id).sort()));
    expect(listedIds()).not.toContain(otherLive.id);

    // Date, type, start type and lot count of a row.
    const first = live[0];
    const row = screen
      .getByLabelText(`Open the control room of auction ${first.id}`)
      .closest('tr')!;
    expect(within(row).getByText(formatDateTime(first.startTime))).toBeInTheDocument();
    expect(
      within(row).getByText(first.type === 'InPerson' ? 'In Person' : first.type),
    ).toBeInTheDocument();
    expect(within(row).getByText(first.startType)).toBeInTheDocument();
    expect(within(row).getByText(String(lotsOf(first)))).toBeInTheDocument();

    screen.getByLabelText(`Open the control room of auction ${first.id}`).focus();
    await user.keyboard('{Enter}');
    // The control room may go on at once to its current lot.
    await waitFor(() =>
      expect(path(router)).toMatch(new RegExp(`^/auctions/${first.id}/auctioneer(/\\d+)?$`)),
    );
  });

  it('opens the tab named in the address, keeps the tab in the address, and a row opens the auction page', async () => {
    await signInAs('employee');
    const upcoming = company('upcoming');
    const completed = company('completed');
    const { router, user } = renderApp('/auctions?list=upcoming');

    await waitFor(
      () => expect(listedIds().sort()).toEqual(upcoming.map((a) => a.id).sort()),
      FIRST,
    );
    expect(screen.getByRole('tab', { name: /^UPCOMING/, selected: true })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^COMPLETED/ }));
    await waitFor(() => expect(path(router)).toBe('/auctions?list=completed'));
    await waitFor(() => expect(listedIds().sort()).toEqual(completed.map((a) => a.id).sort()));

    // A click anywhere on the row opens the auction page (not the control room).
    await user.click(screen.getByText(formatDateTime(completed[0].startTime)));
    await waitFor(() => expect(path(router)).toBe(`/auctions/${completed[0].id}`));
  });

  it('filters by start type and type, with an empty state', async () => {
    await signInAs('auctioneer');
    const live = company('live');
    const auto = live.filter((a) => a.startType === 'Auto');
    const manual = live.filter((a) => a.startType === 'Manual');
    expect(auto.length && manual.length).toBeTruthy();
    const { router, user } = renderApp('/auctions?list=live');

    await waitFor(() => expect(listedIds().length).toBe(live.length), FIRST);
    const startTypes = screen.getByRole('radiogroup', { name: 'Start Type' });
    const types = screen.getByRole('radiogroup', { name: 'Type' });

    await user.click(within(startTypes).getByText('Auto'));
    await waitFor(() => expect(listedIds().sort()).toEqual(auto.map((a) => a.id).sort()));
    expect(path(router)).toBe('/auctions?list=live&startType=Auto');

    await user.click(within(startTypes).getByText('Manual'));
    await waitFor(() => expect(listedIds().sort()).toEqual(manual.map((a) => a.id).sort()));

    // No live manual auction is In Person in the seed.
    expect(manual.some((a) => a.type === 'InPerson')).toBe(false);
    await user.click(within(types).getByText('In Person'));
    expect(await screen.findByText('No live auctions')).toBeInTheDocument();
    expect(listedIds()).toEqual([]);

    await user.click(within(startTypes).getByText('All'));
    await user.click(within(types).getByText('All'));
    await waitFor(() => expect(listedIds().length).toBe(live.length));
  });

  it('shows 10 auctions a page', async () => {
    await signInAs('auctioneer');
    addUpcoming(12);
    const upcoming = company('upcoming').sort(
      (x, y) => new Date(x.startTime).getTime() - new Date(y.startTime).getTime() || x.id - y.id,
    );
    expect(upcoming.length).toBeGreaterThan(10);
    const { user } = renderApp('/auctions?list=upcoming');

    expect(
      await screen.findByRole('tab', { name: `UPCOMING ${upcoming.length}` }, FIRST),
    ).toBeInTheDocument();
    await waitFor(() => expect(listedIds()).toEqual(upcoming.slice(0, 10).map((a) => a.id)));
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(listedIds()).toEqual(upcoming.slice(10).map((a) => a.id)));
  });

  it('fails silently: an empty list and no notice', async () => {
    server.use(
      mswHttp.post('*/api/auctions/list', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    await signInAs('employee');
    renderApp('/auctions');
    expect(await screen.findByText('No live auctions', {}, FIRST)).toBeInTheDocument();
    expect(screen.queryByText('Server error! - 500')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Create Auction/ })).toBeInTheDocument();
  });
});
