import { screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';
import { db } from '../../../src/mocks/db';
import { makeSavedFilter } from '../../../src/mocks/factories';
import { server } from '../../../src/mocks/node';
import { renderApp, signInAs } from '../../render';

// Plain selectors: role queries over a page with a map and many cards are slow in jsdom.
const cards = () => [...document.querySelectorAll('.ant-card a[href^="/details/"]')];
const pinButtons = () =>
  [...document.querySelectorAll('.ant-card button[aria-label^="Pin "]')] as HTMLElement[];
const unpinButtons = () =>
  [...document.querySelectorAll('.ant-card button[aria-label^="Unpin "]')] as HTMLElement[];

describe('property search', () => {
  beforeEach(() => signInAs('bidder'));

  it('lists properties with the Illinois-only note, and filters pinned ones from the router state', async () => {
    renderApp('/properties', { state: { showPinned: true } });
    expect(
      await screen.findByText('Search is currently available in Illinois only'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pinned' })).toBeChecked();
    const user = db.users.find((u) => u.userName === 'bidder')!;
    const pins = db.bidders.find((b) => b.userId === user.id)!.pinnedLotIds;
    const open = pins.filter((id) => db.lots.find((l) => l.id === id)?.status === 'Listed');
    await waitFor(() => expect(screen.getByText(`${open.length} properties`)).toBeInTheDocument());
  });

  it('pins from a card and the pinned filter follows', async () => {
    const { user } = renderApp('/properties');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const unpinnedBefore = pinButtons().length;
    await user.click(pinButtons()[0]);
    await waitFor(() => expect(pinButtons().length).toBe(unpinnedBefore - 1));
    await user.click(screen.getByLabelText('Pinned'));
    await waitFor(() => expect(unpinButtons().length).toBe(cards().length));
    expect(pinButtons()).toHaveLength(0);
  });

  it('interval filters narrow the results; saving a filter with no name gives "Saved filter 1"', async () => {
    const { user } = renderApp('/properties');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const before = screen.getByText(/\d+ properties/).textContent;
    await user.click(screen.getByText('More filters', { selector: 'button span' }));
    await user.type(await screen.findByLabelText('Bedrooms from'), '4');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(screen.getByText(/\d+ properties/).textContent).not.toBe(before));
    expect(screen.getByText('More filters (1)')).toBeInTheDocument();
    await user.click(screen.getByText('Save filter', { selector: 'button span' }));
    await screen.findByLabelText('Filter name');
    await user.click(screen.getByText('Save', { selector: '.ant-modal-footer button span' }));
    expect(await screen.findByText('Saved "Saved filter 1".')).toBeInTheDocument();
    expect(db.savedFilters).toHaveLength(1);
    expect(JSON.parse(db.savedFilters[0].savedFilter).searchAttributes).toEqual([
      { id: 2, value: 4 },
    ]);
  });
});

describe('saved filters', () => {
  beforeEach(() => signInAs('bidder'));

  it('applies, updates and deletes a saved filter', async () => {
    const bidder = db.users.find((u) => u.userName === 'bidder')!;
    makeSavedFilter({
      bidderId: bidder.id,
      name: 'Live only',
      savedFilter: JSON.stringify({ showLive: true }),
    });
    const { user } = renderApp('/properties');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    await user.click(screen.getByLabelText('Saved filters'));
    await user.click(await screen.findByTitle('Live only'));
    await waitFor(() => expect(screen.getByLabelText('Live')).toBeChecked());
    await user.click(screen.getByLabelText('Featured'));
    await user.click(screen.getByText('Update filter', { selector: 'button span' }));
    await waitFor(() =>
      expect(JSON.parse(db.savedFilters[0].savedFilter)).toMatchObject({
        showLive: true,
        showFeatured: true,
      }),
    );
    await user.click(screen.getByText('Delete filter', { selector: 'button span' }));
    await user.click(
      await screen.findByText('Delete', { selector: '.ant-popconfirm button span' }),
    );
    await waitFor(() => expect(db.savedFilters).toHaveLength(0));
  });
});

describe('empty and failing states', () => {
  beforeEach(() => signInAs('bidder'));

  it('says when nothing matches', async () => {
    renderApp('/properties', {
      state: { showPinned: true, beginDate: '2099-01-01T00:00:00.000Z' },
    });
    expect(await screen.findByText('No properties match these filters.')).toBeInTheDocument();
  });

  it('a failing search stays silent: no notice, the empty list', async () => {
    let calls = 0;
    server.use(
      mswHttp.post('*/api/lots/list/bidder', () => {
        calls += 1;
        return HttpResponse.json({ message: 'boom' }, { status: 500 });
      }),
    );
    renderApp('/properties');
    expect(await screen.findByText('No properties match these filters.')).toBeInTheDocument();
    expect(calls).toBeGreaterThan(0);
    expect(cards()).toHaveLength(0);
    expect(screen.queryByText('Server error! - 500')).not.toBeInTheDocument();
  });
});

describe('include completed', () => {
  beforeEach(() => signInAs('bidder'));

  /** The bodies of the searches the page sends, in order. */
  function searchBodies() {
    const bodies: Record<string, unknown>[] = [];
    const listener = async ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/lots/list/bidder')
        bodies.push((await request.clone().json()) as Record<string, unknown>);
    };
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));
    return bodies;
  }

  /** The fields of the search request (spec 3 section 3). */
  const SEARCH_FIELDS = [
    'beginDate',
    'circles',
    'endDate',
    'pagination',
    'polygons',
    'search',
    'searchAttributes',
    'showFeatured',
    'showLive',
    'showPinned',
    'sorter',
  ];

  it('asks for lots from 2000-01-01 when ticked and lists the completed ones too', async () => {
    const bodies = searchBodies();
    const { user } = renderApp('/properties');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(Object.keys(bodies.at(-1)!).sort()).toEqual(SEARCH_FIELDS);
    expect(bodies.at(-1)!.beginDate).toBeNull();
    const current = Number(screen.getByText(/\d+ properties/).textContent!.split(' ')[0]);
    // The first completed sale by auction start leads the soonest-first order once included.
    const completed = db.lots
      .filter((l) => l.auctionId && l.stoppedTime && l.status !== 'Cancelled')
      .map((l) => ({ l, a: db.auctions.find((x) => x.id === l.auctionId)! }))
      .filter(({ a }) => !a.isCancelled)
      .sort((x, y) => x.a.startTime.localeCompare(y.a.startTime) || x.l.id - y.l.id)[0].l;
    expect(cards().map((a) => a.getAttribute('href'))).not.toContain(`/details/${completed.id}`);

    await user.click(screen.getByRole('checkbox', { name: 'Include completed' }));
    await waitFor(() => expect(bodies.at(-1)!.beginDate).toBe('2000-01-01'));
    expect(Object.keys(bodies.at(-1)!).sort()).toEqual(SEARCH_FIELDS);
    await waitFor(() =>
      expect(Number(screen.getByText(/\d+ properties/).textContent!.split(' ')[0])).toBeGreaterThan(
        current,
      ),
    );
    expect(cards().map((a) => a.getAttribute('href'))).toContain(`/details/${completed.id}`);

    // Unticked, the current lots only again (the earlier answer, kept by the page).
    await user.click(screen.getByRole('checkbox', { name: 'Include completed' }));
    await waitFor(() => expect(screen.getByText(`${current} properties`)).toBeInTheDocument());
    expect(cards().map((a) => a.getAttribute('href'))).not.toContain(`/details/${completed.id}`);
  });

  it('keeps the chosen begin date when not ticked', async () => {
    const bodies = searchBodies();
    renderApp('/properties', { state: { beginDate: '2026-01-05T06:00:00.000Z' } });
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    expect(bodies.at(-1)!.beginDate).toBe('2026-01-05T06:00:00.000Z');
  });
});
