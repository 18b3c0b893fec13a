import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { simNow } from '../../../src/mocks/clock';
import { makeAuction, makeLot, makeProperty } from '../../../src/mocks/factories';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../../render';

const MIN = 60_000;
const iso = (t: number) => new Date(t).toISOString();

/** A lot of an auction that ran minutes ago and ended without bids: sold to the Plaintiff. */
function addPlaintiffSale(street: string) {
  const start = simNow() - 3 * MIN;
  const auction = makeAuction({
    startTime: iso(start),
    stopTime: iso(start + 2 * MIN),
    isFinished: true,
  });
  const lot = makeLot({
    auctionId: auction.id,
    status: 'PendingTransaction',
    startedTime: iso(start),
    stoppedTime: iso(start + 2 * MIN),
    soldTo: 'Plaintiff',
  });
  makeProperty({
    lotId: lot.id,
    address: {
      streetLine1: street,
      city: 'Chicago',
      county: 'Cook',
      state: 'IL',
      zipCode: '60614',
    },
  });
}

describe('home page', () => {
  it('shows featured lots and the upcoming sales, 10 per page, sorted by auction start', async () => {
    renderApp('/');
    const featured = await screen.findByRole('list', { name: 'Featured properties' });
    expect(within(featured).getAllByRole('listitem').length).toBeGreaterThan(0);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeLessThanOrEqual(10);
    const dates = rows.map((r) =>
      new Date(within(r).getAllByRole('cell')[0].textContent!).getTime(),
    );
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    expect(screen.getByRole('tab', { name: 'Upcoming Properties' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('cancelled sales are listed in red; completed sales newest first', async () => {
    addPlaintiffSale('1 Plaintiff Test Ave');
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('tab', { name: 'Cancelled Sales' }));
    await waitFor(() =>
      expect(document.querySelectorAll('tr.row-cancelled').length).toBeGreaterThan(0),
    );
    await user.click(screen.getByRole('tab', { name: 'Completed Sales' }));
    await waitFor(() =>
      expect(screen.getAllByText('Third Party Bidder').length).toBeGreaterThan(0),
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const dates = rows.map((r) =>
      new Date(within(r).getAllByRole('cell')[0].textContent!).getTime(),
    );
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const plaintiffSale = rows.find((r) => r.textContent!.includes('1 Plaintiff Test Ave'))!;
    expect(plaintiffSale).toBe(rows[0]);
    expect(within(plaintiffSale).getByText('Plaintiff')).toBeInTheDocument();
  });

  it('searches by name or address after the typing stops', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('table');
    const bodies: { search: string }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/lots/list/public')) bodies.push(await request.clone().json());
    });
    await user.type(screen.getByLabelText('Search by name or address'), 'Rockford');
    await waitFor(() => expect(bodies.some((b) => b.search === 'Rockford')).toBe(true));
    server.events.removeAllListeners();
    expect(bodies.filter((b) => b.search && b.search !== 'Rockford')).toEqual([]);
    await waitFor(() => {
      const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
      expect(rows.every((r) => r.textContent!.includes('Rockford'))).toBe(true);
    });
  });

  it('says so when there are no featured lots, and a failing list stays silent', async () => {
    server.use(
      mswHttp.post('*/api/lots/list/public', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    renderApp('/');
    expect(await screen.findByText('No featured lots')).toBeInTheDocument();
    expect(await screen.findByText('Sales could not be loaded right now.')).toBeInTheDocument();
    expect(screen.queryByText('Server error! - 500')).not.toBeInTheDocument();
  });
});

describe('help, legal and blog pages', () => {
  it('help center: questions, the contact address and the contact form', async () => {
    const { user } = renderApp('/help-center');
    expect(await screen.findByText('How do I join an auction?')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'support@bidright.test' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getAllByText('Field is required!').length).toBeGreaterThanOrEqual(3),
    );
    await user.type(screen.getByLabelText('Name'), 'Pat Doe');
    await user.type(screen.getByLabelText('E-mail'), 'pat@example.com');
    await user.type(screen.getByLabelText('Message'), 'When is the next sale in Cook County?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Your message has been sent/)).toBeInTheDocument();
  });

  it('FAQ lists the help questions; terms cap liability at the lesser of $1,000 or fees earned', async () => {
    renderApp('/faq');
    expect(await screen.findByText('Where can I search for properties?')).toBeInTheDocument();
    renderApp('/terms-conditions');
    expect(await screen.findByText(/the lesser of \$1,000 or the fees earned/)).toBeInTheDocument();
  });

  it('a blog renders its HTML sanitised: the seeded script payload never runs', async () => {
    renderApp('/blogs/2');
    expect(await screen.findByText('Understanding the required down payment')).toBeInTheDocument();
    expect(
      screen.getByText('The required down payment is a percentage of your winning bid.'),
    ).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();
    expect(document.querySelector('article img')?.getAttribute('onerror')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('a blog that cannot be fetched shows the not-found page', async () => {
    renderApp('/blogs/999');
    expect(
      await screen.findByText('Sorry, the page you visited does not exist.'),
    ).toBeInTheDocument();
  });
});

describe('empty states', () => {
  it('the FAQ says when there are no questions yet', async () => {
    server.use(mswHttp.get('*/api/helps/list', () => HttpResponse.json([])));
    renderApp('/faq');
    expect(await screen.findByText('No questions have been published yet.')).toBeInTheDocument();
  });
});
