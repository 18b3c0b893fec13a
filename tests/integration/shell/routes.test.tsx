import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MobileAppPrompt } from '../../../src/app/shell/MobileAppPrompt';
import { renderApp, signInAs } from '../../render';

const DEMO: Record<string, string> = {
  Bidder: 'bidder',
  Admin: 'admin',
  Employee: 'employee',
  Client: 'client',
  Auctioneer: 'auctioneer',
};
const as = (role: string) => signInAs(DEMO[role]);

const path = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

describe('route guards', () => {
  it('sends visitors to /login remembering where they were going', async () => {
    const { router } = renderApp('/cases/4?tab=docs');
    await waitFor(() => expect(path(router)).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/cases/4?tab=docs' });
  });

  it('sends visitors of admin pages to /admin/login', async () => {
    const { router } = renderApp('/admin/companies');
    await waitFor(() => expect(path(router)).toBe('/admin/login'));
  });

  it('sends signed-in users away from sign-in pages to /', async () => {
    await as('Bidder');
    const { router } = renderApp('/register');
    await waitFor(() => expect(path(router)).toBe('/'));
  });

  it('sends a role to its own home from a page it may not open', async () => {
    await as('Bidder');
    const { router } = renderApp('/cases');
    await waitFor(() => expect(path(router)).toBe('/dashboard'));
  });

  it('sends admins from main pages to the admin dashboard', async () => {
    await as('Admin');
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(path(router)).toBe('/admin/dashboard'));
  });

  it('redirects employees away from users and api-credentials', async () => {
    await as('Employee');
    const { router } = renderApp('/settings/api-credentials');
    await waitFor(() => expect(path(router)).toBe('/settings/company-profile'));
  });

  it('shows the 404 page for unknown paths and malformed blog ids', async () => {
    const { user, router } = renderApp('/no/such/page');
    expect(
      await screen.findByText('Sorry, the page you visited does not exist.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dashboard' }));
    await waitFor(() => expect(path(router)).toBe('/login'));
  });

  it('takes a visitor following a link to a bidder’s page straight to sign-in, never opening that page', async () => {
    const { user, router } = renderApp('/');
    const opened: string[] = [];
    router.subscribe((s) => opened.push((s.navigation.location ?? s.location).pathname));
    const card = within(
      await screen.findByRole('list', { name: 'Featured properties' }),
    ).getAllByRole('link')[0];
    const href = card.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/details\/\d+$/);
    await user.click(card);
    await waitFor(() => expect(path(router)).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: href });
    expect(opened.some((p) => p.startsWith('/details/'))).toBe(false);
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
  });

  it('shows not-found for a blog id that is not all digits', async () => {
    renderApp('/blogs/abc');
    expect(
      await screen.findByText('Sorry, the page you visited does not exist.'),
    ).toBeInTheDocument();
  });
});

describe('app shell', () => {
  it('bidders get the bidder top menu and no Sign-up Now button', async () => {
    await as('Bidder');
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('Dashboard');
    expect(nav).toHaveTextContent('Properties');
    expect(nav).toHaveTextContent('Help Center');
    expect(screen.queryByRole('link', { name: 'Sign-up Now' })).not.toBeInTheDocument();
    expect(screen.getByTestId('footer-columns')).toBeInTheDocument();
  });

  it('visitors see Help Center only, the Sign-up Now banner and footer columns', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('Help Center');
    expect(nav).not.toHaveTextContent('Properties');
    expect(screen.getByRole('link', { name: 'Sign-up Now' })).toBeInTheDocument();
  });

  it('hides the footer link columns for clients', async () => {
    await as('Client');
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByTestId('footer-columns')).not.toBeInTheDocument();
    expect(screen.getByText(/Bidright · v/)).toBeInTheDocument();
  });

  it('Logout clears the session and shows the sign-in page', async () => {
    await as('Auctioneer');
    const { user, router } = renderApp('/auctions');
    await user.click(await screen.findByRole('button', { name: /User menu/i }));
    await user.click(await screen.findByText('Logout'));
    await waitFor(() => expect(path(router)).toBe('/login'));
    expect(document.cookie).not.toMatch(/accessToken=/);
  });
});

describe('phone menu', () => {
  it('opens a drawer with the top menu and the user menu; an entry closes it and opens its page', async () => {
    await as('Bidder');
    const { user, router } = renderApp('/');
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveAttribute('id', button.getAttribute('aria-controls'));
    for (const name of ['Dashboard', 'Properties', 'Help Center', 'My Winnings', 'Logout'])
      expect(within(drawer).getByRole('menuitem', { name })).toBeInTheDocument();
    expect(await within(drawer).findByTestId('menu-balance')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('menuitem', { name: 'My Winnings' }));
    await waitFor(() => expect(path(router)).toBe('/account/winning'));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('offers visitors Sign In and Register', async () => {
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('menuitem', { name: 'Help Center' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('menuitem', { name: 'Sign In' }));
    await waitFor(() => expect(path(router)).toBe('/login'));
  });
});

describe('mobile app prompt', () => {
  it('blocks the page on phones until Continue in browser, then fades out over 1 s', async () => {
    vi.useFakeTimers();
    try {
      render(
        <MobileAppPrompt userAgent="Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)" />,
      );
      expect(screen.getByText('See Bidright in...')).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(screen.getByText('Open app')).toBeInTheDocument();
      act(() => screen.getByText('Continue in browser').click());
      expect(screen.getByTestId('app-prompt')).toHaveStyle({ opacity: '0' });
      act(() => vi.advanceTimersByTime(999));
      expect(screen.queryByTestId('app-prompt')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByTestId('app-prompt')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays away for the rest of the browser session once Continue in browser is chosen', async () => {
    const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
    const first = render(<MobileAppPrompt userAgent={iPhone} />);
    act(() => screen.getByText('Continue in browser').click());
    first.unmount();
    // The next full page load of the same session.
    render(<MobileAppPrompt userAgent={iPhone} />);
    expect(screen.queryByText('See Bidright in...')).not.toBeInTheDocument();
  });

  it('does not show on desktop browsers', () => {
    render(<MobileAppPrompt userAgent="Mozilla/5.0 (X11; Linux x86_64) Chrome/156" />);
    expect(screen.queryByText('See Bidright in...')).not.toBeInTheDocument();
  });
});
