import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../src/mocks/db';
import { makeAuction } from '../../../src/mocks/factories';
import { simNow } from '../../../src/mocks/clock';
import type { Auction, Lot } from '../../../src/mocks/db/types';
import { server } from '../../../src/mocks/node';
import { demoToken } from '../../demoToken';
import { renderApp, signInAs } from '../../render';
import { post } from '../../simApi';

const HOUR = 3_600_000;
const hostId = () => db.users.find((u) => u.userName === 'auctioneer')!.companyId!;

/** A company auction of the demo auctioneer (upcoming unless told). */
function addAuction(over: Partial<Auction> = {}): Auction {
  return makeAuction({
    companyId: hostId(),
    startTime: new Date(simNow() + 2 * HOUR).toISOString(),
    stopTime: new Date(simNow() + 3 * HOUR).toISOString(),
    ...over,
  });
}

/** The company's Draft lots with no auction. */
const draftLots = () =>
  db.lots.filter(
    (l) =>
      l.status === 'Draft' &&
      l.auctionId === null &&
      db.cases.find((c) => c.id === l.caseId)?.companyId === hostId(),
  );

const lotsOf = (auctionId: number) =>
  db.lots.filter((l) => l.auctionId === auctionId).sort((a, b) => a.lotNumber - b.lotNumber);

/** Moves `lots` into the auction in this order. */
function assign(a: Auction, lots: Lot[]) {
  lots.forEach((l, i) => {
    l.auctionId = a.id;
    l.lotNumber = lotsOf(a.id).length + i;
  });
  lotsOf(a.id).forEach((l, i) => (l.lotNumber = i + 1));
}

/** An upcoming manual auction with three published lots. */
function upcomingWithLots() {
  const a = addAuction();
  const lots = draftLots().slice(0, 3);
  for (const l of lots) l.status = 'Listed';
  assign(a, lots);
  return { a, lots: lotsOf(a.id) };
}

const LOCKED = 'Settings are locked while the auction is live, finished or cancelled.';

/** The address the page shows for a lot (street and place). */
function addressOf(lotId: number) {
  const p = db.properties.find((x) => x.lotId === lotId && x.isPrimary)!.address;
  return `${p.streetLine1}, ${p.city}, ${p.state} ${p.zipCode}`;
}

/** Renders the page and waits for its heading (the first render loads a large module). */
async function openPage(auctionId: number) {
  const view = renderApp(`/auctions/${auctionId}`);
  await screen.findByText(`Auction #${auctionId}`, undefined, { timeout: 10_000 });
  return view;
}

/** The open dialog with this title. */
async function findModal(title: string) {
  const [heading] = await screen.findAllByText(title, {
    selector: '.ant-modal-title, .ant-modal-confirm-title',
  });
  return heading.closest<HTMLElement>('.ant-modal')!;
}

/** The lots table row that shows this lot. */
const rowOf = (lotId: number) =>
  document.querySelector<HTMLElement>(`tr[data-row-key="${lotId}"]`)!;

async function api(method: string, path: string, body?: unknown) {
  const tok = await demoToken('auctioneer', { deviceId: 'api' });
  return fetch(`http://localhost${path}`, {
    method,
    headers: { Authorization: `Bearer ${tok.access_token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Counts calls to the simulator matching a method and path. */
function countCalls(method: string, path: RegExp) {
  const seen = { n: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && path.test(new URL(request.url).pathname)) seen.n++;
  });
  return seen;
}

// The page renders several antd tables and a date form: on a busy machine one render takes seconds.
describe('auction detail page', () => {
  // The page module (antd form, tables, dialogs) is large: load it once up front.
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 15_000 });
    await import('../../../src/features/auctions/AuctionDetailPage');
  });
  afterAll(() => configure({ asyncUtilTimeout: 5000 }));

  beforeEach(() => signInAs('auctioneer'));
  afterEach(() => server.events.removeAllListeners());

  it('shows a not-found result with a way back for an unknown or another company auction', async () => {
    const { router, user, unmount } = renderApp('/auctions/999999');
    expect(
      await screen.findByText('Auction is not found!', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to auctions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auctions'));
    unmount();

    const other = db.auctions.find((a) => a.companyId !== hostId())!;
    renderApp(`/auctions/${other.id}`);
    expect(await screen.findByText('Auction is not found!')).toBeInTheDocument();
    expect(
      screen.getByText('This auction does not exist or belongs to another company.'),
    ).toBeInTheDocument();
  });

  it('shows the header, the lots in order with their values, and the room view link', async () => {
    const { a, lots } = upcomingWithLots();
    lots[1].status = 'Cancelled';
    await openPage(a.id);
    expect(screen.getByText('Upcoming', { selector: 'h1 .ant-tag' })).toBeInTheDocument();
    expect(screen.getByText('Lots (3)')).toBeInTheDocument();
    const rows = [...document.querySelectorAll('tr[data-row-key]')].map((r) =>
      r.getAttribute('data-row-key'),
    );
    expect(rows).toEqual(lots.map((l) => String(l.id)));
    expect(within(rowOf(lots[0].id)).getByText('Published')).toBeInTheDocument();
    expect(rowOf(lots[1].id)).toHaveClass('auction-lot-cancelled');
    expect(rowOf(lots[0].id)).not.toHaveClass('auction-lot-cancelled');
    expect(within(rowOf(lots[0].id)).getByText('25%')).toBeInTheDocument();
    expect(screen.getByText('Room View').closest('a')).toHaveAttribute(
      'href',
      `/auctions/${a.id}/room`,
    );
    expect(screen.getByText('Back to auctions').closest('a')).toHaveAttribute('href', '/auctions');
  });

  it('locks the settings of a live or finished auction and lists the bidders of each lot', async () => {
    const live = db.auctions.find(
      (a) => a.companyId === hostId() && a.isOpen && a.startType === 'Manual' && !a.isTest,
    )!;
    const { unmount } = await openPage(live.id);
    expect(screen.getByText(LOCKED)).toBeInTheDocument();
    expect(screen.getByText('Save').closest('button')).toBeDisabled();
    expect(screen.getByText('Live', { selector: 'h1 .ant-tag' })).toBeInTheDocument();
    const first = lotsOf(live.id)[0];
    expect(within(rowOf(first.id)).getByLabelText('Move lot 1 down')).toBeDisabled();
    unmount();

    const done = db.auctions.find(
      (a) =>
        a.companyId === hostId() &&
        a.isFinished &&
        db.auctionBidders.some((j) => j.auctionId === a.id),
    )!;
    await openPage(done.id);
    expect(screen.getByText(LOCKED)).toBeInTheDocument();
    expect(screen.getByText('Completed', { selector: 'h1 .ant-tag' })).toBeInTheDocument();
    const join = db.auctionBidders.find((j) => j.auctionId === done.id)!;
    const bidder = db.users.find((u) => u.id === join.bidderId)!;
    expect((await screen.findAllByText(bidder.userName)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(`${bidder.firstName} ${bidder.lastName}`).length).toBeGreaterThan(0);
  });

  it('saves the settings under the create rules; a refused save keeps what was typed; one click, one request', async () => {
    const a = addAuction({ startTime: new Date(simNow() - HOUR).toISOString() });
    const puts = countCalls('PUT', new RegExp(`^/api/auctions/${a.id}$`));
    const { user } = await openPage(a.id);
    const save = () => screen.getByText('Save').closest('button')!;

    // A start in the past is caught before any call.
    await user.click(save());
    expect(
      await screen.findByText('Auction start time cannot be in the past!'),
    ).toBeInTheDocument();
    expect(puts.n).toBe(0);

    // Move the start back to the future in the data, then reopen: a location is needed once not Online.
    a.startTime = new Date(simNow() + 2 * HOUR).toISOString();
    a.stopTime = new Date(simNow() + 3 * HOUR).toISOString();
    cleanup();
    await openPage(a.id);
    await user.click(screen.getByText('In Person'));
    await user.click(save());
    expect(await screen.findByText('Field is required!')).toBeInTheDocument();
    expect(puts.n).toBe(0);
    await user.click(screen.getByLabelText('Location'));
    await user.paste('50 W Washington St');

    await post('/__sim/faults', {
      match: `*/api/auctions/${a.id}`,
      status: 400,
      body: { message: 'Auction start time cannot be in the past!' },
    });
    await user.click(save());
    expect(
      await screen.findByText('Auction start time cannot be in the past!'),
    ).toBeInTheDocument();
    expect(puts.n).toBe(1);
    expect(screen.getByLabelText('Location')).toHaveValue('50 W Washington St');
    expect(a.type).toBe('Online');

    // A slow answer: the second click of a double click sends nothing.
    await post('/__sim/faults', { match: `*/api/auctions/${a.id}`, delayMs: 1500 });
    await user.dblClick(save());
    await waitFor(() => expect(a.type).toBe('InPerson'));
    expect(puts.n).toBe(2);
    expect(await screen.findByText('The auction settings were saved.')).toBeInTheDocument();
    expect(a.type).toBe('InPerson');
    expect(a.location).toBe('50 W Washington St');
  });

  it('refuses bad settings and locked auctions on the server too', async () => {
    const a = addAuction();
    const start = new Date(simNow() + 5 * HOUR);
    const body = {
      type: 'Online',
      startType: 'Manual',
      startTime: start.toISOString(),
      stopTime: new Date(start.getTime() - HOUR).toISOString(),
      timeLeft: 0,
      extraTime: 0,
      isTest: false,
    };
    let r = await api('PUT', `/api/auctions/${a.id}`, body);
    expect(r.status).toBe(400);
    expect((await r.json()).message).toBe('Auction stop time cannot be before the start time!');
    r = await api('PUT', `/api/auctions/${a.id}`, { ...body, stopTime: body.startTime });
    expect((await r.json()).message).toBe('Auction start and stop times cannot be same!');
    r = await api('PUT', `/api/auctions/${a.id}`, {
      ...body,
      type: 'Hybrid',
      stopTime: new Date(start.getTime() + HOUR).toISOString(),
    });
    expect(r.status).toBe(400);
    a.isOpen = true;
    r = await api('PUT', `/api/auctions/${a.id}`, {
      ...body,
      stopTime: new Date(start.getTime() + HOUR).toISOString(),
    });
    expect(r.status).toBe(400);
    expect(a.stopTime).not.toBe(new Date(start.getTime() + HOUR).toISOString());
    const other = db.auctions.find((x) => x.companyId !== hostId())!;
    expect((await api('GET', `/api/auctions/${other.id}`)).status).toBe(404);
  });

  it('reorders lots with the arrow buttons and by dragging; the control room follows the order', async () => {
    const { a, lots } = upcomingWithLots();
    const [l1, l2, l3] = lots;
    const order = () => lotsOf(a.id).map((l) => l.id);
    const { user } = await openPage(a.id);

    await user.click(within(rowOf(l1.id)).getByLabelText('Move lot 1 down'));
    await waitFor(() => expect(order()).toEqual([l2.id, l1.id, l3.id]));
    await waitFor(() => expect(within(rowOf(l1.id)).getByLabelText('Move lot 2 up')).toBeEnabled());

    fireEvent.dragStart(rowOf(l3.id));
    fireEvent.dragOver(rowOf(l2.id));
    fireEvent.drop(rowOf(l2.id));
    await waitFor(() => expect(order()).toEqual([l3.id, l2.id, l1.id]));
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('tr[data-row-key]')].map((r) =>
          r.getAttribute('data-row-key'),
        ),
      ).toEqual([l3.id, l2.id, l1.id].map(String)),
    );
    expect(lotsOf(a.id).map((l) => l.lotNumber)).toEqual([1, 2, 3]);

    const live = (await (await api('GET', `/api/auctions/${a.id}/live`)).json()) as {
      lots: { id: number }[];
    };
    expect(live.lots.map((l) => l.id)).toEqual([l3.id, l2.id, l1.id]);
  });

  it('adds Draft lots only and removes only Draft lots', async () => {
    const a = addAuction();
    const drafts = draftLots();
    const { user } = await openPage(a.id);
    expect(screen.getByText('Add lots to run this auction.')).toBeInTheDocument();

    await user.click(screen.getByText('Add lots').closest('button')!);
    const dialog = await findModal('Add lots');
    await within(dialog).findByText(addressOf(drafts[0].id), { exact: false });
    expect(within(dialog).getAllByText('Draft')).toHaveLength(drafts.length);
    await user.click(within(dialog).getByLabelText(`Select ${addressOf(drafts[0].id)}`));
    await user.click(within(dialog).getByText('Add 1 lot').closest('button')!);
    expect(await screen.findByText('1 lot was added to the auction.')).toBeInTheDocument();
    expect(drafts[0].auctionId).toBe(a.id);
    expect(drafts[0].lotNumber).toBe(1);
    await waitFor(() => expect(rowOf(drafts[0].id)).not.toBeNull());
    expect(screen.getByText('Start Auction')).toBeInTheDocument();

    await user.click(within(rowOf(drafts[0].id)).getByLabelText('Remove lot 1'));
    const pop = await waitFor(() => document.querySelector<HTMLElement>('.ant-popconfirm')!);
    expect(within(pop).getByText('Remove lot 1 from this auction?')).toBeInTheDocument();
    await user.click(within(pop).getByText('Remove').closest('button')!);
    await waitFor(() => expect(drafts[0].auctionId).toBeNull());

    // The server holds the same rules.
    const listed = db.lots.find(
      (l) =>
        l.status === 'Listed' &&
        db.auctions.find((x) => x.id === l.auctionId)?.companyId === hostId(),
    )!;
    let r = await api('POST', `/api/lots/${listed.id}/${a.id}`);
    expect((await r.json()).message).toBe('Only Draft lots can be added to an auction!');
    r = await api('DELETE', `/api/lots/${listed.id}/${listed.auctionId}`);
    expect((await r.json()).message).toBe('Only Draft lots can be removed from an auction!');
  });

  it('offers Remove only for Draft lots', async () => {
    const { a, lots } = upcomingWithLots();
    await openPage(a.id);
    expect(within(rowOf(lots[0].id)).getByLabelText('Remove lot 1')).toBeDisabled();
    expect(within(rowOf(lots[0].id)).queryByText('Publish')).toBeNull();
  });

  it('publishes Draft lots: Missing Required Info stops it, Will Provide Later lets it proceed', async () => {
    const a = addAuction();
    const [noProperty, noPrices, ready] = draftLots();
    assign(a, [noProperty, noPrices, ready]);
    db.properties = db.properties.filter((p) => p.lotId !== noProperty.id);
    noPrices.openingPrice = 0;
    noPrices.minBidIncrements = 0;
    const { user } = await openPage(a.id);

    await user.click(within(rowOf(noProperty.id)).getByLabelText('Publish lot 1'));
    const warning = await findModal('Missing Required Info');
    expect(within(warning).getByText('Property')).toBeInTheDocument();
    expect(within(warning).queryByText('Auction Date')).toBeNull();
    await user.click(within(warning).getByText('OK').closest('button')!);
    expect(noProperty.status).toBe('Draft');

    await user.click(within(rowOf(noPrices.id)).getByLabelText('Publish lot 2'));
    const info = await findModal('Required before going live');
    expect(within(info).getByText('Opening Price')).toBeInTheDocument();
    expect(within(info).getByText('Minimum Increment')).toBeInTheDocument();
    expect(within(info).queryByText('Required Down Payment')).toBeNull();
    await user.click(within(info).getByText('Will Provide Later').closest('button')!);
    await waitFor(() => expect(noPrices.status).toBe('Listed'));
    expect(await screen.findByText('Lot 2 was published.')).toBeInTheDocument();

    // The buttons wait while the table refreshes.
    await waitFor(() =>
      expect(within(rowOf(ready.id)).getByLabelText('Publish lot 3')).toBeEnabled(),
    );
    await user.click(within(rowOf(ready.id)).getByLabelText('Publish lot 3'));
    await waitFor(() => expect(ready.status).toBe('Listed'));
    await waitFor(() => expect(within(rowOf(ready.id)).getByText('Published')).toBeInTheDocument());

    let r = await api('PUT', `/api/lots/${noProperty.id}/list`);
    expect((await r.json()).message).toBe('Missing Required Info: Property');
    const unassigned = db.lots.find((l) => l.status === 'Draft' && l.auctionId === null);
    if (unassigned) {
      r = await api('PUT', `/api/lots/${unassigned.id}/list`);
      expect((await r.json()).message).toBe('Missing Required Info: Auction Date');
    }
  });

  it('adds, edits and deletes streams with the URL rule', async () => {
    const a = addAuction();
    const { user } = await openPage(a.id);
    await user.click(screen.getByText('Add Stream').closest('button')!);
    const dialog = await findModal('Add Stream');
    const ok = () => within(dialog).getByText('Save').closest('button')!;
    await user.click(ok());
    await waitFor(() => expect(within(dialog).getAllByText('Field is required!')).toHaveLength(2));

    await user.click(within(dialog).getByLabelText('Title'));
    await user.paste('Main camera');
    await user.click(within(dialog).getByLabelText('URL'));
    await user.paste('www.youtube.com/watch?v=abc');
    await user.click(ok());
    expect(
      await within(dialog).findByText(
        'Please enter a valid URL! (Example: https://www.youtube.com/watch?v=)',
      ),
    ).toBeInTheDocument();
    expect(a.streams).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('URL'));
    await user.click(within(dialog).getByLabelText('URL'));
    await user.paste('https://www.youtube.com/watch?v=abc');
    await user.click(ok());
    await waitFor(() => expect(a.streams).toHaveLength(1));
    expect(a.streams[0]).toMatchObject({
      title: 'Main camera',
      url: 'https://www.youtube.com/watch?v=abc',
      status: 'Offline',
      type: 'YouTube',
    });
    expect(await screen.findByText('Main camera')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Edit stream Main camera'));
    const edit = await findModal('Edit Stream');
    await user.clear(within(edit).getByLabelText('Title'));
    await user.click(within(edit).getByLabelText('Title'));
    await user.paste('Room camera');
    await user.click(within(edit).getByText('Save').closest('button')!);
    await waitFor(() => expect(a.streams[0].title).toBe('Room camera'));

    await user.click(await screen.findByLabelText('Delete stream Room camera'));
    const pop = await waitFor(() => document.querySelector<HTMLElement>('.ant-popconfirm')!);
    await user.click(within(pop).getByText('Delete').closest('button')!);
    await waitFor(() => expect(a.streams).toHaveLength(0));

    const r = await api('POST', `/api/auctions/${a.id}/streams`, {
      title: 'x',
      url: 'ftp://example.com',
      status: 'Live',
    });
    expect(r.status).toBe(400);
  });

  it('links a stream title only when its address is http(s)', async () => {
    const a = addAuction({
      streams: [
        {
          id: 1,
          title: 'Main camera',
          url: 'https://www.youtube.com/watch?v=abc',
          status: 'Live',
          type: 'YouTube',
        },
        {
          id: 2,
          title: 'Old camera',
          url: 'javascript:alert(1)',
          status: 'Offline',
          type: 'YouTube',
        },
      ],
    });
    await openPage(a.id);
    expect((await screen.findByText('Main camera')).closest('a')).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=abc',
    );
    expect(screen.getByText('Old camera').closest('a')).toBeNull();
  });

  it('deletes only an auction with no lots, after a confirmation, then goes back to the list', async () => {
    const { a: full } = upcomingWithLots();
    const { unmount } = await openPage(full.id);
    expect(screen.getByText('Delete Auction').closest('button')).toBeDisabled();
    expect((await api('DELETE', `/api/auctions/${full.id}`)).status).toBe(400);
    unmount();

    const empty = addAuction();
    const { user, router } = await openPage(empty.id);
    await user.click(screen.getByText('Delete Auction').closest('button')!);
    const dialog = await findModal(`Delete auction #${empty.id}?`);
    await user.click(within(dialog).getByText('Delete').closest('button')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auctions'));
    expect(db.auctions.some((x) => x.id === empty.id)).toBe(false);
  });

  it('offers Start Auction, View Auction or the automatic start, only with lots, none cancelled, not finished', async () => {
    const { a, lots } = upcomingWithLots();
    const first = await openPage(a.id);
    await first.user.click(screen.getByText('Start Auction').closest('button')!);
    await waitFor(() =>
      // The control room may go on at once to its current lot.
      expect(first.router.state.location.pathname).toMatch(
        new RegExp(`^/auctions/${a.id}/auctioneer(/\\d+)?$`),
      ),
    );
    first.unmount();

    lots[2].status = 'Cancelled';
    const second = await openPage(a.id);
    expect(
      screen.getByText('A cancelled lot is in this auction: remove it to run the auction.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Start Auction')).toBeNull();
    second.unmount();

    lots[2].status = 'Listed';
    a.startType = 'Auto';
    const third = await openPage(a.id);
    expect(screen.getByText('Starts automatically in', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/\d\dm \d\ds/);
    third.unmount();

    a.isOpen = true;
    const fourth = await openPage(a.id);
    expect(screen.getByText('View Auction')).toBeInTheDocument();
    fourth.unmount();

    a.isOpen = false;
    a.isFinished = true;
    await openPage(a.id);
    expect(screen.getByText('This auction has finished.')).toBeInTheDocument();
    expect(screen.queryByText('View Auction')).toBeNull();
  });
});
