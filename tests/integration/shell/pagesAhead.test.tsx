import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render';

/**
 * A visitor on a page whole without the application, which fetched the documents of Sign In and
 * Register ahead (the meta its build wrote; the browser's speculation rules): a link to either is
 * the browser's to follow, so the prerendered document opens; other links stay the router's.
 */
function onPageThatFetchedAhead(fetched: boolean) {
  document.head.innerHTML = fetched
    ? '<meta name="next-pages" content="/login /register">'
    : '<meta name="next-code" content="/assets/x.js">';
  Object.defineProperty(HTMLScriptElement, 'supports', {
    value: (type: string) => type === 'speculationrules',
    configurable: true,
  });
}

/** Whether the app handled each click (prevented the browser's own navigation). */
function clicksHandled() {
  const handled: boolean[] = [];
  const record = (e: MouseEvent) => {
    handled.push(e.defaultPrevented);
    // jsdom cannot follow a link: the browser would.
    e.preventDefault();
  };
  document.addEventListener('click', record);
  return { handled, stop: () => document.removeEventListener('click', record) };
}

afterEach(() => {
  document.head.replaceChildren();
  Reflect.deleteProperty(HTMLScriptElement, 'supports');
});

describe('links to the pages fetched ahead', () => {
  it('on a page that fetched them, Sign In, Register and Create an Account open their documents; Help Center stays in the app', async () => {
    onPageThatFetchedAhead(true);
    const clicks = clicksHandled();
    const { router, user } = renderApp('/');
    const banner = await screen.findByRole('banner');
    await user.click(within(banner).getByRole('link', { name: 'Sign In' }));
    await user.click(within(banner).getByRole('link', { name: 'Register' }));
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    await user.click(within(footer).getByRole('link', { name: 'Create an Account' }));
    expect(clicks.handled).toEqual([false, false, false]);
    expect(router.state.location.pathname).toBe('/');

    await user.click(within(banner).getByRole('link', { name: 'Help Center' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help-center'));
    expect(clicks.handled.at(-1)).toBe(true);
    clicks.stop();
  });

  it('on a page that did not, the app opens them itself', async () => {
    onPageThatFetchedAhead(false);
    const clicks = clicksHandled();
    const { router, user } = renderApp('/');
    const banner = await screen.findByRole('banner');
    await user.click(within(banner).getByRole('link', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(clicks.handled).toEqual([true, true]);
    clicks.stop();
  });

  it('the sign-in page’s Create an account opens the registration document it fetched', async () => {
    onPageThatFetchedAhead(true);
    const clicks = clicksHandled();
    const { router, user } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(clicks.handled).toEqual([false]);
    expect(router.state.location.pathname).toBe('/login');
    clicks.stop();
  });
});
