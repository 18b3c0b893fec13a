import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { db } from '../../../src/mocks/db';
import { makeAuction, makeCase, makeLot, makeProperty } from '../../../src/mocks/factories';
import type { Lot } from '../../../src/mocks/db/types';
import { server } from '../../../src/mocks/node';
import { renderApp, signInAs } from '../../render';
import { userNamed } from '../../simApi';

const hostId = () => userNamed('auctioneer').companyId!;
const auctionOf = (lot: Lot) => db.auctions.find((a) => a.id === lot.auctionId)!;
const streetOf = (lot: Lot) =>
  db.properties.find((p) => p.lotId === lot.id && p.isPrimary)!.address.streetLine1;

/** Adds `n` Listed lots of the company in a new auction 20 days out (after the seeded upcoming ones). */
function addUpcomingLots(n: number) {
  const template = db.lots.find((l) => {
    const a = l.auctionId ? auctionOf(l) : null;
    return a && a.companyId === hostId() && !a.isOpen && !a.isFinished && !a.isCancelled;
  })!;
  const auction = makeAuction({
    ...auctionOf(template),
    id: undefined,
    startTime: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    stopTime: null,
    streams: [],
  });
  const kase = db.cases.find((c) => c.id === template.caseId)!;
  const property = db.properties.find((p) => p.lotId === template.id)!;
  for (let i = 1; i <= n; i++) {
    const { id: caseId } = makeCase({
      ...kase,
      id: undefined,
      caseNumber: `2026CH9${String(i).padStart(4, '0')}`,
    });
    const lot = makeLot({
      ...template,
      id: undefined,
      caseId,
      auctionId: auction.id,
      lotNumber: i,
    });
    makeProperty({
      ...property,
      id: undefined,
      lotId: lot.id,
      address: { ...property.address, streetLine1: `${i} Scroll Test Ave` },
    });
  }
}

/** The company's lots the Upcoming column lists: Listed, in auctions not open, finished or cancelled. */
const upcomingCount = () =>
  db.lots.filter((l) => {
    const a = l.auctionId ? auctionOf(l) : null;
    return (
      a?.companyId === hostId() &&
      !a.isOpen &&
      !a.isFinished &&
      !a.isCancelled &&
      l.status === 'Listed'
    );
  }).length;

const column = (name: string) =>
  screen.findByLabelText(`${name} lots`, undefined, { timeout: 10_000 });
const items = (list: HTMLElement) => list.querySelectorAll('li');
const button = (text: string, root: HTMLElement = document.body) =>
  within(root).getByText(text).closest('button')!;

type User = ReturnType<typeof renderApp>['user'];

/** Enters text in one go (typing key by key is slow on a busy machine). */
function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function openAddCase(user: User) {
  await screen.findByText('Add Case', undefined, { timeout: 10_000 });
  await user.click(button('Add Case'));
  const field = await screen.findByLabelText('File Number', undefined, { timeout: 10_000 });
  return field.closest<HTMLElement>('[role="dialog"]')!;
}

/** Picks an option of an antd Select by its label. */
async function pick(label: string, option: string, search?: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  // Long lists render only what fits: narrow them by typing first.
  if (search) fireEvent.change(input, { target: { value: search } });
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.textContent === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

async function fillCase(v: { file: string; caseNumber: string; street: string }) {
  typeInto('File Number', v.file);
  typeInto('Case Number', v.caseNumber);
  await pick('Client', 'Barrett & Associates LLP');
  await waitFor(() => expect(screen.getByLabelText('Attorney')).toBeEnabled());
  await pick('Attorney', 'Jamie Rowe');
  typeInto('Street Line 1', v.street);
  typeInto('City', 'Chicago');
  typeInto('County', 'Cook');
  await pick('State', 'Illinois', 'Illin');
  typeInto('Zip Code', '60614');
}

describe('auctioneer and employee dashboard', () => {
  it("fills Live, Upcoming and Completed with the company's lots, each linking to the right screen", async () => {
    await signInAs('auctioneer');
    renderApp('/dashboard');
    const live = await column('Live');
    const host = hostId();
    const liveLots = db.lots.filter((l) => {
      const a = l.auctionId ? auctionOf(l) : null;
      return a?.companyId === host && a.isOpen && l.status === 'Listed' && !l.stoppedTime;
    });
    await waitFor(() => expect(items(live)).toHaveLength(liveLots.length));
    const running = liveLots[0];
    const item = within(live)
      .getByText(new RegExp(streetOf(running)))
      .closest('a')!;
    expect(item).toHaveAttribute('href', `/auctions/${running.auctionId}/auctioneer/${running.id}`);
    const kase = db.cases.find((c) => c.id === running.caseId)!;
    expect(item).toHaveTextContent(`Case #: ${kase.caseNumber}`);
    expect(item).toHaveTextContent('Published');
    expect(item.textContent).toMatch(/\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)/);

    // Another company's live lot (the auto auction of the second host) is not listed.
    const other = db.lots.find(
      (l) => l.auctionId && auctionOf(l).companyId !== host && auctionOf(l).isOpen,
    )!;
    expect(within(live).queryByText(new RegExp(streetOf(other)))).not.toBeInTheDocument();

    const upcoming = await column('Upcoming');
    await waitFor(() => expect(items(upcoming).length).toBeGreaterThan(0));
    const firstUpcoming = upcoming.querySelector('a')!;
    expect(firstUpcoming.getAttribute('href')).toMatch(/^\/auctions\/\d+$/);
    const completed = await column('Completed');
    await waitFor(() => expect(items(completed).length).toBeGreaterThan(0));
    expect(within(completed).getAllByText('Awaiting Payoff').length).toBeGreaterThan(0);
    expect(completed.querySelector('a')!.getAttribute('href')).toMatch(/^\/auctions\/\d+$/);

    for (const type of ['live', 'upcoming', 'completed'])
      expect(screen.getByLabelText(`View all ${type} lots`)).toHaveAttribute(
        'href',
        `/auctions?list=${type}`,
      );
  });

  it('loads 10 lots at a time: the next page comes with Load more', async () => {
    addUpcomingLots(12);
    // Ten on the first page, the rest on the second.
    const total = upcomingCount();
    expect(total).toBeGreaterThan(12);
    expect(total).toBeLessThanOrEqual(20);
    await signInAs('auctioneer');
    const { user } = renderApp('/dashboard');
    const upcoming = await column('Upcoming');
    await waitFor(() => expect(items(upcoming)).toHaveLength(10));
    expect(screen.getByText(`(${total})`).closest('h2')).toHaveTextContent(`Upcoming(${total})`);
    expect(within(upcoming).queryByText(/12 Scroll Test Ave/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Load more upcoming lots'));
    await waitFor(() => expect(items(upcoming)).toHaveLength(total));
    expect(within(upcoming).getByText(/12 Scroll Test Ave/)).toBeInTheDocument();
    // Every lot is in: no more to load.
    expect(screen.queryByLabelText('Load more upcoming lots')).not.toBeInTheDocument();
  });

  it('loads the next page when the end of a column scrolls into view', async () => {
    addUpcomingLots(12);
    const total = upcomingCount();
    expect(total).toBeGreaterThan(10);
    const observers: { cb: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = [];
        constructor(cb: IntersectionObserverCallback) {
          observers.push({ cb, targets: this.targets });
        }
        observe(el: Element) {
          this.targets.push(el);
        }
        disconnect() {
          this.targets.length = 0;
        }
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    try {
      await signInAs('auctioneer');
      renderApp('/dashboard');
      const upcoming = await column('Upcoming');
      await waitFor(() => expect(items(upcoming)).toHaveLength(10));
      const end = upcoming.nextElementSibling!;
      const watcher = observers.find((o) => o.targets.includes(end));
      expect(watcher).toBeDefined();
      watcher!.cb(
        [{ isIntersecting: true, target: end } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
      await waitFor(() => expect(items(upcoming)).toHaveLength(total));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows empty columns and stays silent when a column fails', async () => {
    for (const a of db.auctions) if (a.companyId === hostId() && a.isOpen) a.isOpen = false;
    server.use(
      mswHttp.post('*/api/lots/list/auctionhost', async ({ request }) => {
        const body = (await request.clone().json()) as { isCompleted?: boolean };
        return body.isCompleted
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : undefined;
      }),
    );
    await signInAs('auctioneer');
    renderApp('/dashboard');
    expect(await screen.findByText('No live lots')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByLabelText('Loading completed lots')).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Server error! - 500')).not.toBeInTheDocument();
    expect(screen.queryByText('No completed lots')).not.toBeInTheDocument();
  });

  it('the employee sees the same dashboard', async () => {
    await signInAs('employee');
    renderApp('/dashboard');
    const live = await column('Live');
    await waitFor(() => expect(items(live).length).toBeGreaterThan(0));
    expect(button('Create Auction')).toBeInTheDocument();
    expect(button('Add Case')).toBeInTheDocument();
    expect(await column('Upcoming')).toBeInTheDocument();
    expect(await column('Completed')).toBeInTheDocument();
  });

  it('Create Auction opens its dialog', async () => {
    await signInAs('auctioneer');
    const { user } = renderApp('/dashboard');
    await screen.findByText('Create Auction', undefined, { timeout: 10_000 });
    await user.click(button('Create Auction'));
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-title')).toHaveTextContent('Create Auction'),
    );
  });
});

describe('Add Case', () => {
  it('asks for the required fields', async () => {
    await signInAs('auctioneer');
    const { user } = renderApp('/dashboard');
    const dialog = await openAddCase(user);
    const before = db.cases.length;
    await user.click(button('Save', dialog));
    // File number, client, street line 1, city, county, state and zip code.
    await waitFor(() => expect(within(dialog).getAllByText('Field is required!')).toHaveLength(7), {
      timeout: 10_000,
    });
    expect(screen.getByLabelText('Attorney')).toBeDisabled();
    expect(db.cases.length).toBe(before);
    typeInto('Zip Code', '606');
    expect(await within(dialog).findByText('Please enter a valid zip code!')).toBeInTheDocument();
  });

  it('warns of duplicates by case number and county, or says there are none', async () => {
    const existing = db.cases.find((c) => c.companyId === hostId() && c.caseNumber)!;
    await signInAs('auctioneer');
    const { user } = renderApp('/dashboard');
    const dialog = await openAddCase(user);
    typeInto('Case Number', existing.caseNumber.toLowerCase());
    typeInto('County', existing.county);
    const list = await within(dialog).findByLabelText('Duplicate cases');
    expect(list).toHaveTextContent(existing.fileNumber);
    expect(within(dialog).getByText(/Duplicate case found/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Case Number'));
    typeInto('Case Number', '2026CH77777');
    expect(await within(dialog).findByText('No duplicates!')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Duplicate cases')).not.toBeInTheDocument();
  });

  it('creates one case with a Draft lot and its property, then opens the case', async () => {
    await signInAs('auctioneer');
    const { user, router } = renderApp('/dashboard');
    const dialog = await openAddCase(user);
    await fillCase({ file: 'F-90001', caseNumber: '2026CH55555', street: '12/14 Lake St' });
    expect(await within(dialog).findByText('No duplicates!')).toBeInTheDocument();
    // A double click saves once.
    const save = button('Save', dialog);
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/cases\/\d+$/));
    const id = Number(router.state.location.pathname.split('/')[2]);
    const created = db.cases.filter((c) => c.fileNumber === 'F-90001');
    expect(created).toHaveLength(1);
    const kase = created[0];
    expect(kase).toMatchObject({
      id,
      companyId: hostId(),
      caseNumber: '2026CH55555',
      county: 'Cook',
      status: 'New',
      clientId: db.clients.find((c) => c.name === 'Barrett & Associates LLP')!.id,
      attorneyId: db.attorneys.find((t) => t.firstName === 'Jamie')!.id,
    });
    const lot = db.lots.find((l) => l.caseId === id)!;
    expect(lot).toMatchObject({
      status: 'Draft',
      auctionId: null,
      openingPrice: 0,
      requiredDown: 25,
      minBidIncrements: 1,
    });
    const property = db.properties.find((p) => p.lotId === lot.id)!;
    expect(property).toMatchObject({ isPrimary: true, countryCode: 'US' });
    expect(property.address).toMatchObject({
      streetLine1: '12-14 Lake St',
      city: 'Chicago',
      county: 'Cook',
      state: 'IL',
      zipCode: '60614',
    });
  });

  it('a refused save keeps what was typed', async () => {
    let calls = 0;
    server.use(
      mswHttp.post('*/api/cases', () => {
        calls++;
        return calls === 1 ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined;
      }),
    );
    await signInAs('employee');
    const { user, router } = renderApp('/dashboard');
    const dialog = await openAddCase(user);
    await fillCase({ file: 'F-90002', caseNumber: '2026CH66666', street: '5 Elm St' });
    await user.click(button('Save', dialog));
    expect(await screen.findByText('Server error! - 500')).toBeInTheDocument();
    expect(screen.getByLabelText('File Number')).toHaveValue('F-90002');
    expect(screen.getByLabelText('Street Line 1')).toHaveValue('5 Elm St');
    expect(router.state.location.pathname).toBe('/dashboard');
    await user.click(button('Save', dialog));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/cases\/\d+$/));
    expect(db.cases.filter((c) => c.fileNumber === 'F-90002')).toHaveLength(1);
  });
});
