// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { buildRoutes } from '../../src/app/router';
import type { Opener } from '../../src/app/guardVerdict';
import type { RouteDef } from '../../src/app/routeTable';
import { startRoutesAhead, type AheadEnv } from '../../src/app/routesAhead';
import { Role } from '../../src/lib/roles';

const auctioneer: Opener = { loggedIn: true, roles: [Role.Auctioneer] };
const bidder: Opener = { loggedIn: true, roles: [Role.Bidder] };

/** Two staff screens of the header menu, each with its code and its data counted. */
function staffScreens() {
  const screens = { dashboard: vi.fn(), cases: vi.fn() };
  const data = { dashboard: vi.fn(), cases: vi.fn() };
  const route = (name: keyof typeof screens): RouteDef => ({
    path: `/${name}`,
    layout: 'landing',
    access: [Role.Auctioneer],
    title: name,
    screen: () => {
      screens[name]();
      return Promise.resolve({ default: () => null });
    },
    opening: () => Promise.resolve({ opening: { prefetch: data[name] } }),
  });
  const router = {
    routes: buildRoutes([route('dashboard'), route('cases')]),
    state: { location: { pathname: '/settings/profile' } },
  };
  return { screens, data, router };
}

/** A visitor's two next screens (Sign In, Register), each with its code and its data counted. */
function visitorScreens() {
  const screens = { login: vi.fn(), register: vi.fn() };
  const data = { login: vi.fn(), register: vi.fn() };
  const route = (name: keyof typeof screens): RouteDef => ({
    path: `/${name}` as RouteDef['path'],
    layout: 'landing',
    access: 'any',
    title: name,
    screen: () => {
      screens[name]();
      return Promise.resolve({ default: () => null });
    },
    prefetch: data[name],
  });
  const router = {
    routes: buildRoutes([route('login'), route('register')]),
    state: { location: { pathname: '/' } },
  };
  return { screens, data, router };
}

/** The page's events; data saving as asked; the documents fetched ahead. */
function fakeEnv(saveData = false, fetchedAhead: string[] = []) {
  const env: AheadEnv = {
    saveData: () => saveData,
    target: document,
    origin: location.origin,
    opensDocument: (path) => fetchedAhead.includes(path),
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { env, settle };
}

const link = (href: string) => {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = href;
  document.body.append(a);
  return a;
};

afterEach(() => document.body.replaceChildren());

describe('the likely next screens, ready before the tap', () => {
  it('loads nothing before a link to them is hovered, focused or touched', async () => {
    const { screens, data, router } = staffScreens();
    const { env, settle } = fakeEnv();
    const stop = startRoutesAhead(router, new QueryClient(), env, () => auctioneer);
    await new Promise((r) => setTimeout(r, 50));
    await settle();
    expect(screens.dashboard).not.toHaveBeenCalled();
    expect(screens.cases).not.toHaveBeenCalled();
    expect(data.cases).not.toHaveBeenCalled();
    stop();
  });

  it.each(['mouseover', 'focusin', 'touchstart'])(
    'starts a menu screen’s data (and code) on %s of its link, before any click',
    async (type) => {
      const { screens, data, router } = staffScreens();
      const { env, settle } = fakeEnv();
      const client = new QueryClient();
      const stop = startRoutesAhead(router, client, env, () => auctioneer);
      link('/cases').dispatchEvent(new Event(type, { bubbles: true }));
      await settle();
      expect(screens.cases).toHaveBeenCalled();
      expect(data.cases).toHaveBeenCalledWith(
        client,
        expect.objectContaining({ pathname: '/cases', roles: [Role.Auctioneer] }),
      );
      // Hovering on: the cache has the data under way, the link asks no more for a while.
      link('/cases').dispatchEvent(new Event(type, { bubbles: true }));
      await settle();
      expect(data.cases).toHaveBeenCalledTimes(1);
      stop();
    },
  );

  it('leaves links to other screens, and screens the user’s menu does not offer, alone', async () => {
    const { data, router } = staffScreens();
    const { env, settle } = fakeEnv();
    const stop = startRoutesAhead(router, new QueryClient(), env, () => bidder);
    link('/cases').dispatchEvent(new Event('mouseover', { bubbles: true }));
    link('/somewhere').dispatchEvent(new Event('mouseover', { bubbles: true }));
    await settle();
    expect(data.cases).not.toHaveBeenCalled();
    stop();
  });

  it('loads nothing ahead when the browser asks to save data', async () => {
    const { screens, data, router } = staffScreens();
    const { env, settle } = fakeEnv(true);
    const stop = startRoutesAhead(router, new QueryClient(), env, () => auctioneer);
    link('/cases').dispatchEvent(new Event('mouseover', { bubbles: true }));
    await settle();
    expect(screens.cases).not.toHaveBeenCalled();
    expect(data.cases).not.toHaveBeenCalled();
    stop();
  });

  it('starts a visitor’s next screen on hover, unless its link opens a document fetched ahead', async () => {
    const visitor: Opener = { loggedIn: false, roles: [] };
    const plain = visitorScreens();
    const onPlainPage = fakeEnv();
    const stopPlain = startRoutesAhead(
      plain.router,
      new QueryClient(),
      onPlainPage.env,
      () => visitor,
    );
    link('/login').dispatchEvent(new Event('mouseover', { bubbles: true }));
    await onPlainPage.settle();
    expect(plain.screens.login).toHaveBeenCalledTimes(1);
    stopPlain();

    const whole = visitorScreens();
    const onWholePage = fakeEnv(false, ['/login', '/register']);
    const stop = startRoutesAhead(whole.router, new QueryClient(), onWholePage.env, () => visitor);
    link('/login').dispatchEvent(new Event('mouseover', { bubbles: true }));
    link('/register').dispatchEvent(new Event('focusin', { bubbles: true }));
    await onWholePage.settle();
    expect(whole.screens.login).not.toHaveBeenCalled();
    expect(whole.screens.register).not.toHaveBeenCalled();
    expect(whole.data.login).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening when stopped', async () => {
    const { data, router } = staffScreens();
    const { env, settle } = fakeEnv();
    startRoutesAhead(router, new QueryClient(), env, () => auctioneer)();
    link('/cases').dispatchEvent(new Event('mouseover', { bubbles: true }));
    await settle();
    expect(data.cases).not.toHaveBeenCalled();
  });
});
