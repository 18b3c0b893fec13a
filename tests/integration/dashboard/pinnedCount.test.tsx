import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addFault } from '../../../src/mocks/faults';
import { server } from '../../../src/mocks/node';
import { renderApp, signInAs } from '../../render';

const openMenu = async () =>
  fireEvent.click(await screen.findByLabelText(/User menu/, {}, { timeout: 10_000 }));
const pinnedCards = () => [
  ...(screen.queryByTestId('list-pinned')?.querySelectorAll('a[href^="/details/"]') ?? []),
];

/** Counts the calls whose path matches. */
function countCalls(path: RegExp) {
  const seen = { n: 0 };
  server.events.on('request:start', ({ request }) => {
    if (path.test(new URL(request.url).pathname)) seen.n++;
  });
  return seen;
}

describe('pinned count in the user menu', () => {
  beforeAll(async () => {
    await import('../../../src/features/dashboard/DashboardPage');
    await import('../../../src/features/dashboard/BidderDashboard');
  });
  beforeEach(() => signInAs('bidder'));
  afterEach(() => server.events.removeAllListeners());

  it('comes from GET /api/bidders/pin/count, even when the bidder data fails', async () => {
    addFault({ match: '*/api/bidders', status: 500, count: 10 });
    renderApp('/dashboard');
    await openMenu();
    expect(await screen.findByText('Pinned properties (2)')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-balance')).not.toBeInTheDocument();
  });

  it('takes the count from the unpin answer without asking for it again', async () => {
    const counts = countCalls(/^\/api\/bidders\/pin\/count$/);
    renderApp('/dashboard');
    await openMenu();
    expect(await screen.findByText('Pinned properties (2)')).toBeInTheDocument();
    await waitFor(() => expect(pinnedCards()).toHaveLength(2));
    fireEvent.click(
      within(screen.getByTestId('list-pinned')).getAllByRole('button', { name: /^Unpin / })[0],
    );
    await waitFor(() => expect(pinnedCards()).toHaveLength(1));
    await openMenu();
    expect(await screen.findByText('Pinned properties (1)')).toBeInTheDocument();
    expect(counts.n).toBe(1);
  });
});
