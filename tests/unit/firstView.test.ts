import {
  afterFirstPaint,
  FIRST_PAINT_WAIT_MS,
  IDLE_START_MS,
  startOnArrival,
  type ArrivalEnv,
  type PaintEnv,
} from '../../src/app/firstView/arrival';
import { COMPLETE_VIEWS, markFirstView, type FirstViewInputs } from '../../src/app/firstView/flags';
import { LIABILITY_CAP } from '../../src/features/public/TermsPage';
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
    ['/login', '', DESKTOP, null, { 'data-first-view': 'login' }],
    ['/properties', '', ANDROID, null, { 'data-app-prompt': '' }],
    ['/login', '', IPHONE, '1', { 'data-first-view': 'login' }],
    ['/login', `${COOKIE.userName}=ann`, DESKTOP, null, {}],
    ['/admin/login', '', DESKTOP, null, {}],
    ['/', '', ANDROID, null, { 'data-first-view': 'home', 'data-app-prompt': '' }],
    ['/', '', IPHONE, null, { 'data-first-view': 'home', 'data-app-prompt': '' }],
    ['/', '', ANDROID, '1', { 'data-first-view': 'home' }],
    ['/', '', ANDROID, 'throws', { 'data-first-view': 'home', 'data-app-prompt': '' }],
    ['/terms-conditions', '', DESKTOP, null, { 'data-first-view': 'terms' }],
    ['/privacy-policy', 'deviceId=abc', DESKTOP, null, { 'data-first-view': 'privacy' }],
    ['/faq', '', IPHONE, '1', { 'data-first-view': 'faq' }],
    ['/faq', `${COOKIE.userName}=ann`, DESKTOP, null, {}],
    ['/faqs', '', DESKTOP, null, {}],
    ['/blogs/12', '', DESKTOP, null, { 'data-first-view': 'blog' }],
    ['/blogs/12/x', '', DESKTOP, null, {}],
    ['/blogs/abc', '', DESKTOP, null, {}],
    ['/register', '', DESKTOP, null, { 'data-first-view': 'register' }],
    ['/register', `${COOKIE.userName}=ann`, DESKTOP, null, {}],
    ['/register/x', '', DESKTOP, null, {}],
    ['/client-register', '', DESKTOP, null, {}],
    ['/help-center', '', DESKTOP, null, { 'data-first-view': 'help' }],
    ['/help-center/x', '', DESKTOP, null, {}],
  ] as const)('%s with cookies "%s" on %s (stored %s)', (path, cookie, agent, stored, expected) => {
    expect(marks(path, cookie, agent, stored)).toEqual(expected);
  });

  it('reads the session cookie, choice key and agents the app itself uses', () => {
    expect(firstViewInputs).toMatchObject({
      sessionCookie: COOKIE.userName,
      browserChoiceKey: BROWSER_CHOICE_KEY,
      appAgents: 'iPhone|iPad|Android',
    });
  });

  it('has a built view for the public pages, the sign-in page and the registration page', () => {
    expect(firstViewInputs.views.map(([, name]) => name)).toEqual([
      'home',
      'terms',
      'privacy',
      'help',
      'faq',
      'blog',
      'login',
      'register',
    ]);
    // The application starts on arrival only where the built page is whole.
    expect([...COMPLETE_VIEWS]).toEqual(['home', 'terms', 'privacy', 'login', 'register']);
  });

  it('works as the inline script it is written into the page as (nothing from outside it)', () => {
    const set: Record<string, string> = {};
    const page = {
      document: {
        documentElement: { setAttribute: (n: string, v: string) => (set[n] = v) },
        cookie: 'deviceId=1',
      },
      location: { pathname: '/blogs/7' },
      navigator: { userAgent: ANDROID },
      window: { sessionStorage: { getItem: () => null } },
    };
    new Function(...Object.keys(page), firstViewScript())(...Object.values(page));
    expect(set).toEqual({ 'data-first-view': 'blog', 'data-app-prompt': '' });
  });
});

describe('the built first view', () => {
  const view = renderFirstView();

  it('is the landing layout and the home page as a visitor sees them, listings still loading', () => {
    const { home } = view.views;
    expect(home).toContain('Foreclosure property auctions, online');
    expect(home).toMatch(/<header[^>]*app-header/);
    expect(home).toContain('>Create an Account<');
    expect(home).toContain('>Sign In<');
    expect(home).not.toContain('Go to Dashboard');
    expect(home).toContain('aria-label="Loading"');
    expect(home).toContain('Sign-up Now');
    expect(home).toContain('id="main"');
  });

  it('has the terms and privacy pages whole, the FAQ, a blog post and the help center loading', () => {
    const { terms, privacy, faq, blog, help } = view.views;
    expect(terms).toMatch(/<h1[^>]*>Terms &amp; Conditions<\/h1>/);
    expect(terms).toContain(LIABILITY_CAP);
    expect(privacy).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/);
    expect(faq).toMatch(/<h1[^>]*>Frequently Asked Questions<\/h1>/);
    expect(faq).toContain('ant-skeleton');
    expect(faq).not.toContain('No questions have been published yet.');
    expect(blog).toContain('ant-skeleton');
    // The help center: its lists loading, the contact form ready to type into.
    expect(help).toMatch(/<h1[^>]*>Help Center<\/h1>/);
    expect(help).toContain('aria-label="Loading the resources"');
    expect(help).toMatch(/<label for="name"[^>]*>Name<\/label>/);
    expect(help).toMatch(/<textarea[^>]*id="message"/);
    for (const page of [terms, privacy, faq, blog, help]) {
      expect(page).toMatch(/<header[^>]*app-header/);
      expect(page).toContain('id="main"');
    }
  });

  it('has the sign-in form whole in the sign-in layout, without the quick sign-in', () => {
    const { login } = view.views;
    expect(login).toMatch(/<h1[^>]*>Sign In<\/h1>/);
    expect(login).toContain('aria-label="Bidright home"');
    expect(login).toMatch(/<form[^>]*ant-form/);
    expect(login).toMatch(/<label for="username"[^>]*>Username<\/label>/);
    expect(login).toMatch(/<input[^>]*type="password"/);
    expect(login).toMatch(/<button type="submit"[^>]*><span>Sign In<\/span><\/button>/);
    expect(login).toContain('href="/forgot-password"');
    expect(login).toContain('href="/register"');
    // Nothing the page could not build (the quick sign-in loads in the browser), no trace of it.
    expect(login).not.toMatch(/<template|renderToString|\/work\/|Demo accounts/);
  });

  it('has the registration form whole in the sign-in layout, as a bidder first sees it', () => {
    const { register } = view.views;
    expect(register).toMatch(/<h1[^>]*>Create your account<\/h1>/);
    expect(register).toContain('aria-label="Bidright home"');
    expect(register).toContain('id="main"');
    expect(register).not.toMatch(/<header[^>]*app-header/);
    expect(register).not.toContain('aria-label="Loading"');
    // Every field, by the ids the application's form gives them (what is typed carries over).
    for (const id of [
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'birthDate',
      'streetLine1',
      'city',
      'state',
      'zipCode',
      'userName',
      'password',
      'confirm',
      'dca',
    ])
      expect(register).toMatch(new RegExp(`<input[^>]*id="${id}"`));
    expect(register).toMatch(/<input[^>]*type="radio"[^>]*checked/);
    expect(register).not.toContain('Company name');
    expect(register).toContain('You must agree to the Terms &amp; Condition');
    expect(register).toMatch(/<button[^>]*disabled[^>]*>[\s\S]*Sign up/);
    // With the styles of its widgets: the date picker's and the state list's.
    expect(view.styles).toContain('.ant-picker');
    expect(view.styles).toContain('.ant-select');
    expect(register).not.toMatch(/<template|renderToString|\/work\//);
  });

  it('holds the mobile-app prompt as it first shows, and the antd styles both use', () => {
    expect(view.prompt).toContain('See Bidright in...');
    expect(view.prompt).toContain('href="bidright://open"');
    expect(view.prompt).toContain('Continue in browser');
    expect(view.styles).toMatch(/^<style[\s\S]*\.ant-btn/);
    expect(view.styles).toContain('.ant-skeleton');
  });

  it('names the theme’s variables as the application does (not by a server-rendered id)', () => {
    expect(view.views.home).toContain('css-var-bidright');
    expect(view.styles).toContain('.css-var-bidright{--ant-');
    expect(view.styles).not.toMatch(/css-var-_R_/);
  });

  it('keeps the signed-in screens’ widgets apart: their styles only, with the map of all', () => {
    // Under test antd writes its variables only (no rules): enough to tell whose styles are whose.
    const signedIn = view.signedInStyles;
    for (const widget of ['dropdown', 'avatar', 'tabs', 'tag']) {
      expect(signedIn).toContain(`.css-var-bidright.ant-${widget}`);
      expect(view.styles).not.toContain(`.ant-${widget}`);
    }
    expect(signedIn).not.toContain('.ant-btn');
    expect(signedIn).toMatch(/<style data-ant-cssinjs-cache-path[^>]*>[^<]*<\/style>$/);
  });
});

describe('starting the application on arrival', () => {
  function fakePage() {
    const listeners = new Map<string, EventListener>();
    let loaded: (() => void) | undefined;
    let timer: { run: () => void; ms: number } | undefined;
    let activated = true;
    const env: ArrivalEnv = {
      target: {
        addEventListener: (type: string, fn: EventListenerOrEventListenerObject) =>
          void listeners.set(type, fn as EventListener),
        removeEventListener: (type: string) => void listeners.delete(type),
      } as ArrivalEnv['target'],
      activated: () => activated,
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
      notActivatedYet: () => (activated = false),
      activate: () => (activated = true),
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

  it('does not take the page’s own focus (a field with autofocus) for the visitor arriving', () => {
    const page = fakePage();
    const start = vi.fn();
    page.notActivatedYet();
    startOnArrival(start, page.env);
    page.input('focusin');
    expect(start).not.toHaveBeenCalled();
    page.activate();
    page.input('focusin');
    expect(start).toHaveBeenCalledTimes(1);
  });

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

describe('starting the application after the first paint', () => {
  function fakePage(visible: boolean) {
    let painted: (() => void) | undefined;
    let hidden: (() => void) | undefined;
    let timer: { run: () => void; ms: number } | undefined;
    const env: PaintEnv = {
      visible: () => visible,
      onHidden: (callback) => (hidden = callback),
      onFirstPaint: (callback) => (painted = callback),
      setTimer: (run, ms) => (timer = { run, ms }),
    };
    return {
      env,
      paint: () => painted?.(),
      hide: () => hidden?.(),
      timeout: () => timer?.run(),
      timerMs: () => timer?.ms,
    };
  }

  it('waits until what the page shows is painted, then starts once', () => {
    const page = fakePage(true);
    const start = vi.fn();
    afterFirstPaint(start, page.env);
    expect(start).not.toHaveBeenCalled();
    page.paint();
    expect(start).toHaveBeenCalledTimes(1);
    page.hide();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a page opened in the background (it paints nothing meanwhile)', () => {
    const page = fakePage(false);
    const start = vi.fn();
    afterFirstPaint(start, page.env);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no first paint is reported in time', () => {
    const page = fakePage(true);
    const start = vi.fn();
    afterFirstPaint(start, page.env);
    expect(page.timerMs()).toBe(FIRST_PAINT_WAIT_MS);
    expect(start).not.toHaveBeenCalled();
    page.timeout();
    expect(start).toHaveBeenCalledTimes(1);
    page.paint();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when the page is hidden before it paints', () => {
    const page = fakePage(true);
    const start = vi.fn();
    afterFirstPaint(start, page.env);
    page.hide();
    expect(start).toHaveBeenCalledTimes(1);
    page.paint();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
