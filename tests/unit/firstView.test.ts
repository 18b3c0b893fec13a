import { IDLE_START_MS, startOnArrival, type ArrivalEnv } from '../../src/app/firstView/arrival';
import { markFirstView, type FirstViewInputs } from '../../src/app/firstView/flags';
import { firstViewInputs, firstViewScript, renderFirstView } from '../../src/app/firstView/render';
import { BROWSER_CHOICE_KEY } from '../../src/lib/appPromptChoice';
import { COOKIE } from '../../src/lib/session';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36';

/** The attributes the head script sets on <html>. */
function marks(
  path: string,
  cookie: string,
  agent: string,
  stored: string | null | 'throws' = null,
  inputs: FirstViewInputs = firstViewInputs,
) {
  const set: Record<string, string> = {};
  markFirstView(
    { setAttribute: (name, value) => (set[name] = value) },
    path,
    cookie,
    agent,
    () =>
      stored === 'throws'
        ? (() => {
            throw new Error('storage blocked');
          })()
        : { getItem: (key) => (key === BROWSER_CHOICE_KEY ? stored : null) },
    inputs,
  );
  return set;
}

describe('the first view decision (the head script)', () => {
  it.each([
    ['/', '', DESKTOP, null, { 'data-first-view': 'home' }],
    ['/', 'deviceId=abc', DESKTOP, null, { 'data-first-view': 'home' }],
    ['/', `${COOKIE.userName}=ann; deviceId=abc`, DESKTOP, null, {}],
    ['/', `deviceId=abc; ${COOKIE.userName}=ann`, ANDROID, null, { 'data-app-prompt': '' }],
    ['/', `deviceId=abc; ${COOKIE.userName}=ann`, ANDROID, '1', {}],
    ['/', `xuserName=ann`, DESKTOP, null, { 'data-first-view': 'home' }],
    ['/login', '', DESKTOP, null, {}],
    ['/properties', '', ANDROID, null, { 'data-app-prompt': '' }],
    ['/login', '', IPHONE, '1', {}],
    ['/', '', ANDROID, null, { 'data-first-view': 'home', 'data-app-prompt': '' }],
    ['/', '', IPHONE, null, { 'data-first-view': 'home', 'data-app-prompt': '' }],
    ['/', '', ANDROID, '1', { 'data-first-view': 'home' }],
    ['/', '', ANDROID, 'throws', { 'data-first-view': 'home', 'data-app-prompt': '' }],
  ] as const)('%s with cookies "%s" on %s (stored %s)', (path, cookie, agent, stored, expected) => {
    expect(marks(path, cookie, agent, stored)).toEqual(expected);
  });

  it('reads the session cookie, choice key and agents the app itself uses', () => {
    expect(firstViewInputs).toEqual({
      sessionCookie: COOKIE.userName,
      browserChoiceKey: BROWSER_CHOICE_KEY,
      appAgents: 'iPhone|iPad|Android',
    });
  });

  it('works as the inline script it is written into the page as (nothing from outside it)', () => {
    const set: Record<string, string> = {};
    const page = {
      document: {
        documentElement: { setAttribute: (n: string, v: string) => (set[n] = v) },
        cookie: 'deviceId=1',
      },
      location: { pathname: '/' },
      navigator: { userAgent: ANDROID },
      window: { sessionStorage: { getItem: () => null } },
    };
    new Function(...Object.keys(page), firstViewScript())(...Object.values(page));
    expect(set).toEqual({ 'data-first-view': 'home', 'data-app-prompt': '' });
  });
});

describe('the built first view', () => {
  const view = renderFirstView();

  it('is the landing layout and the home page as a visitor sees them, listings still loading', () => {
    expect(view.home).toContain('Foreclosure property auctions, online');
    expect(view.home).toMatch(/<header[^>]*app-header/);
    expect(view.home).toContain('>Create an Account<');
    expect(view.home).toContain('>Sign In<');
    expect(view.home).not.toContain('Go to Dashboard');
    expect(view.home).toContain('aria-label="Loading"');
    expect(view.home).toContain('Sign-up Now');
    expect(view.home).toContain('id="main"');
  });

  it('holds the mobile-app prompt as it first shows, and the antd styles both use', () => {
    expect(view.prompt).toContain('See Bidright in...');
    expect(view.prompt).toContain('href="bidright://open"');
    expect(view.prompt).toContain('Continue in browser');
    expect(view.styles).toMatch(/^<style[\s\S]*\.ant-btn/);
    expect(view.styles).toContain('.ant-skeleton');
  });
});

describe('starting the application on arrival', () => {
  function fakePage() {
    const listeners = new Map<string, EventListener>();
    let loaded: (() => void) | undefined;
    let timer: { run: () => void; ms: number } | undefined;
    const env: ArrivalEnv = {
      target: {
        addEventListener: (type: string, fn: EventListenerOrEventListenerObject) =>
          void listeners.set(type, fn as EventListener),
        removeEventListener: (type: string) => void listeners.delete(type),
      } as ArrivalEnv['target'],
      afterLoad: (callback) => (loaded = callback),
      setTimer: (run, ms) => (timer = { run, ms }),
    };
    return {
      env,
      input: (type: string) => listeners.get(type)?.(new Event(type)),
      load: () => loaded?.(),
      idle: () => timer?.run(),
      timerMs: () => timer?.ms,
      listening: () => [...listeners.keys()],
    };
  }

  it.each(['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'])(
    'starts once on %s, then stops listening',
    (type) => {
      const page = fakePage();
      const start = vi.fn();
      startOnArrival(start, page.env);
      expect(start).not.toHaveBeenCalled();
      page.input(type);
      expect(start).toHaveBeenCalledTimes(1);
      expect(page.listening()).toEqual([]);
      page.load();
      page.idle();
      expect(start).toHaveBeenCalledTimes(1);
    },
  );

  it('starts on its own a moment after the load event when nobody does anything', () => {
    const page = fakePage();
    const start = vi.fn();
    startOnArrival(start, page.env);
    page.load();
    expect(page.timerMs()).toBe(IDLE_START_MS);
    expect(start).not.toHaveBeenCalled();
    page.idle();
    expect(start).toHaveBeenCalledTimes(1);
    page.input('keydown');
    expect(start).toHaveBeenCalledTimes(1);
  });
});
