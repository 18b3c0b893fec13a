import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  afterFirstPaint,
  FIRST_PAINT_WAIT_MS,
  IDLE_START_MS,
  startOnArrival,
  type ArrivalEnv,
  type PaintEnv,
} from '../../src/app/prerender/arrival';
import { markDocument } from '../../src/app/prerender/documentFlags';
import { PAGE_SCREENS, pageRouteOf, WHOLE_PAGES } from '../../src/app/prerender/pageScreens';
import {
  documentFlagInputs,
  documentFlagsScript,
  renderPages,
} from '../../src/app/prerender/renderPage';
import { prerenderedPaths, type PrerenderedPage } from '../../src/app/prerenderedDocuments';
import { ROUTES } from '../../src/app/routeTable';
import { codeAheadOf, documentOf, NEXT_CODE_BUDGET } from '../../src/build/prerender';
import { LIABILITY_CAP } from '../../src/features/public/TermsPage';
import { BROWSER_CHOICE_KEY } from '../../src/lib/appPromptChoice';
import { COOKIE } from '../../src/lib/session';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36';

/** The attributes the head script sets on <html>. */
function marks(cookie: string, agent: string, stored: string | null | 'throws' = null) {
  const set: Record<string, string> = {};
  markDocument(
    { setAttribute: (name, value) => (set[name] = value) },
    cookie,
    agent,
    () =>
      stored === 'throws'
        ? (() => {
            throw new Error('storage blocked');
          })()
        : { getItem: (key) => (key === BROWSER_CHOICE_KEY ? stored : null) },
    documentFlagInputs,
  );
  return set;
}

describe('the head script of every document', () => {
  it.each([
    ['', DESKTOP, null, {}],
    ['deviceId=abc', DESKTOP, null, {}],
    [`${COOKIE.userName}=ann; deviceId=abc`, DESKTOP, null, { 'data-signed-in': '' }],
    [
      `deviceId=abc; ${COOKIE.userName}=ann`,
      ANDROID,
      null,
      { 'data-app-prompt': '', 'data-signed-in': '' },
    ],
    [`deviceId=abc; ${COOKIE.userName}=ann`, ANDROID, '1', { 'data-signed-in': '' }],
    [`xuserName=ann`, DESKTOP, null, {}],
    ['', ANDROID, null, { 'data-app-prompt': '' }],
    ['', IPHONE, null, { 'data-app-prompt': '' }],
    ['', IPHONE, '1', {}],
    ['', ANDROID, 'throws', { 'data-app-prompt': '' }],
  ] as const)('with cookies "%s" on %s (stored %s)', (cookie, agent, stored, expected) => {
    expect(marks(cookie, agent, stored)).toEqual(expected);
  });

  it('reads the session cookie, choice key and agents the app itself uses', () => {
    expect(documentFlagInputs).toEqual({
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
        cookie: `deviceId=1; ${COOKIE.userName}=ann`,
      },
      navigator: { userAgent: ANDROID },
      window: { sessionStorage: { getItem: () => null } },
    };
    new Function(...Object.keys(page), documentFlagsScript())(...Object.values(page));
    expect(set).toEqual({ 'data-app-prompt': '', 'data-signed-in': '' });
  });
});

describe('the prerendered pages’ screens', () => {
  it('are the lazy screens of the prerendered routes, the same modules the route table loads', () => {
    const prerendered = prerenderedPaths(ROUTES);
    for (const [route, screen] of Object.entries(PAGE_SCREENS)) {
      expect(prerendered).toContain(route);
      expect(ROUTES.find((r) => r.path === route)?.screen).toBe(screen);
    }
    // Every prerendered route has one.
    expect(prerendered.filter((route) => !(route in PAGE_SCREENS))).toEqual([]);
    for (const route of WHOLE_PAGES) expect(prerendered).toContain(route);
  });

  it.each([
    ['/', '/'],
    ['/faq', '/faq'],
    ['/blogs/12', '/blogs/:blogId'],
    ['/blogs', undefined],
    ['/blogs/12/x', undefined],
    ['/cases', undefined],
  ])('%s is the page of %s', (pathname, route) => {
    expect(pageRouteOf(pathname)).toBe(route);
  });
});

describe('the prerendered pages', () => {
  let pages: Record<string, PrerenderedPage>;
  const view = {
    get views() {
      const of = (route: string) => pages[route].markup;
      return {
        home: of('/'),
        terms: of('/terms-conditions'),
        privacy: of('/privacy-policy'),
        faq: of('/faq'),
        blog: of('/blogs/:blogId'),
        help: of('/help-center'),
        login: of('/login'),
        register: of('/register'),
        forgot: of('/forgot-password'),
      };
    },
    get styles() {
      return pages['/register'].head;
    },
    get prompt() {
      return pages['/'].prompt;
    },
  };
  beforeAll(async () => {
    pages = Object.fromEntries((await renderPages()).map((page) => [page.route, page]));
  });

  it('is the landing layout and the home page as a visitor sees them, listings still loading', () => {
    const { home } = view.views;
    expect(home).toContain('Foreclosure property auctions, online');
    expect(home).toMatch(/<header[^>]*app-header/);
    expect(home).toContain('>Create an Account<');
    expect(home).toContain('>Sign In<');
    expect(home).not.toContain('Go to Dashboard');
    // The featured lots and the sales table loading.
    expect(home).toMatch(/Featured Properties<\/h2><div class="ant-skeleton/);
    expect(home).toMatch(/<div class="ant-spin ant-spin-spinning[^"]*"[^>]*aria-busy="true"/);
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
    expect(pages['/'].head).toMatch(/<style[\s\S]*\.ant-btn/);
    expect(pages['/'].head).toContain('.ant-skeleton');
  });

  it('write no script and no boundary apart (all of each page in place)', () => {
    for (const page of Object.values(pages)) expect(page.markup).not.toMatch(/<script|<template/);
  });

  it('each carry the title the app sets, and only their own styles', () => {
    expect(pages['/'].title).toBe('Home');
    expect(pages['/login'].title).toBe('Sign In');
    expect(pages['/terms-conditions'].head).not.toContain('.ant-picker');
    expect(pages['/register'].head).toContain('.ant-picker');
  });

  it('names the theme’s variables as the application does (not by a server-rendered id)', () => {
    expect(view.views.home).toContain('css-var-bidright');
    expect(pages['/'].head).toContain('.css-var-bidright{--ant-');
    expect(pages['/'].head).not.toMatch(/css-var-_R_/);
  });
});

describe('a prerendered page’s document', () => {
  const shell =
    '<html><head><title>Bidright</title><script>flags()</script></head><body>' +
    '<div id="root">\n  <div class="boot-header" aria-hidden="true"><span>B</span></div>\n</div>' +
    '<script type="module" src="/assets/index.js"></script></body></html>';
  const page: PrerenderedPage = {
    route: '/terms-conditions',
    file: 'pages/terms-conditions.html',
    title: 'Terms & Conditions',
    markup: '<main>$& terms</main>',
    prompt: '<div>prompt</div>',
    head: '<style>.a{}</style>',
    startsOnArrival: false,
    layout: 'landing',
    next: [],
  };

  it('is the shell with the page’s title, head and markup, and its prompt beside #root', () => {
    expect(documentOf(shell, page)).toBe(
      '<html><head><title>Terms &amp; Conditions | Bidright</title><script>flags()</script>' +
        '<style>.a{}</style>\n</head><body><div id="root" data-prerendered><main>$& terms</main>' +
        '</div><div id="app-prompt-root"><div>prompt</div></div>' +
        '<script type="module" src="/assets/index.js"></script></body></html>',
    );
  });

  it('lists what a page whole without the application fetches ahead: the application’s code, the next pages and their code', () => {
    const ahead = {
      appCode: ['assets/start-1.js', 'assets/call-2.js'],
      nextPages: ['/login', '/register'],
      nextCode: ['assets/LoginPage-3.js'],
    };
    expect(documentOf(shell, { ...page, startsOnArrival: true }, ahead)).toContain(
      '<style>.a{}</style>\n<meta name="app-code" content="/assets/start-1.js /assets/call-2.js">' +
        '\n<meta name="next-pages" content="/login /register">' +
        '\n<meta name="next-code" content="/assets/LoginPage-3.js">\n</head>',
    );
    // A page that loads its content after the application fetches nothing ahead of it.
    expect(documentOf(shell, page, ahead)).not.toContain('<meta');
    expect(
      documentOf(shell, { ...page, startsOnArrival: true }, { nextPages: [], nextCode: [] }),
    ).not.toContain('<meta');
    // A next page no speculation rule fetches fails the build.
    expect(() =>
      documentOf(shell, { ...page, startsOnArrival: true }, { nextPages: ['/faq'] }),
    ).toThrow(/no speculation rule fetches \/faq/);
  });

  describe('the code ahead of a page', () => {
    const chunk = (fileName: string, imports: string[], more: object = {}) =>
      ({
        type: 'chunk',
        fileName,
        imports,
        isEntry: false,
        facadeModuleId: null,
        moduleIds: [],
        code: '',
        ...more,
      }) as never;
    /** Incompressible text of about `kib` KiB (gzip keeps its size). */
    const sized = (kib: number) => {
      let seed = 1;
      const next = () => (seed = (seed * 48271) % 2147483647);
      return Array.from({ length: kib * 1024 }, () => String.fromCharCode(33 + (next() % 89))).join(
        '',
      );
    };
    const src = (file: string) => `/r/src/${file}`;
    const lazyModules = {
      screens: { module: '/src/app/prerender/pageScreens.ts', keys: ['/', '/login', '/register'] },
      layouts: { module: '/src/app/layoutModules.ts', keys: ['login', 'main'] },
    };
    const imports: Record<string, string[]> = {
      [src('app/prerender/pageScreens.ts')]: [
        src('HomePage.tsx'),
        src('LoginPage.tsx'),
        src('RegisterPage.tsx'),
      ],
      [src('app/layoutModules.ts')]: [src('LoginLayout.tsx'), src('MainLayout.tsx')],
      [src('HomePage.tsx')]: [src('PublicSales.tsx')],
    };
    const infoOf = (id: string) => ({ dynamicallyImportedIds: imports[id] ?? [] });
    const module = (file: string, fileName: string, deps: string[] = [], more: object = {}) =>
      chunk(fileName, deps, { facadeModuleId: src(file), moduleIds: [src(file)], ...more });
    const bundle = (registerKiB = 1) => ({
      a: chunk('assets/index.js', ['assets/react.js'], {
        isEntry: true,
        moduleIds: [src('main.tsx'), src('app/prerender/pageScreens.ts')],
      }),
      b: chunk('assets/react.js', []),
      c: module('app/start.tsx', 'assets/start.js', ['assets/react.js', 'assets/antd.js'], {
        moduleIds: [src('app/start.tsx'), src('app/layoutModules.ts')],
      }),
      d: chunk('assets/antd.js', []),
      e: module('HomePage.tsx', 'assets/Home.js', ['assets/antd.js']),
      f: module('PublicSales.tsx', 'assets/Sales.js', ['assets/table.js']),
      g: chunk('assets/table.js', []),
      h: module('LoginLayout.tsx', 'assets/LoginLayout.js', ['assets/card.js']),
      i: chunk('assets/card.js', []),
      j: module('LoginPage.tsx', 'assets/Login.js', ['assets/form.js', 'assets/table.js']),
      k: chunk('assets/form.js', []),
      l: module('RegisterPage.tsx', 'assets/Register.js', ['assets/form.js'], {
        code: sized(registerKiB),
      }),
      m: module('MainLayout.tsx', 'assets/Main.js'),
    });
    const home = { ...page, route: '/', layout: 'landing', startsOnArrival: true };
    const next = [
      { route: '/login', layout: 'login' },
      { route: '/register', layout: 'login' },
    ];

    it('is the application’s, the page’s own (with its screen’s lazy parts) and the next pages’, none listed twice', () => {
      const aheadOf = codeAheadOf(bundle(), infoOf, lazyModules);
      expect(aheadOf({ ...home, next })).toEqual({
        appCode: [
          'assets/start.js',
          'assets/antd.js',
          'assets/Home.js',
          'assets/Sales.js',
          'assets/table.js',
        ],
        nextPages: ['/login', '/register'],
        nextCode: [
          'assets/LoginLayout.js',
          'assets/card.js',
          'assets/Login.js',
          'assets/form.js',
          'assets/Register.js',
        ],
      });
    });

    it('takes the next pages in order while their code fits the budget', () => {
      const aheadOf = codeAheadOf(bundle((NEXT_CODE_BUDGET / 1024) * 1.5), infoOf, lazyModules);
      expect(aheadOf({ ...home, next }).nextCode).toEqual([
        'assets/LoginLayout.js',
        'assets/card.js',
        'assets/Login.js',
        'assets/form.js',
      ]);
    });

    it('fails the build when a lazy module no longer imports one module per key', () => {
      const fewer = { ...lazyModules, layouts: { ...lazyModules.layouts, keys: ['login'] } };
      expect(() => codeAheadOf(bundle(), infoOf, fewer)).toThrow(/layoutModules.ts imports 2/);
    });
  });

  it('cannot be made from a shell without the boot header in #root', () => {
    expect(() => documentOf('<html><head></head><body></body></html>', page)).toThrow(/#root/);
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
      input: (type: string, target?: object) => {
        const event = new Event(type);
        if (target) Object.defineProperty(event, 'target', { value: target });
        listeners.get(type)?.(event);
      },
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

  it.each(['pointerdown', 'touchstart', 'keydown'])(
    'does not start on %s on a link (it leaves the page), but on one elsewhere',
    (type) => {
      const page = fakePage();
      const start = vi.fn();
      startOnArrival(start, page.env);
      // An element inside a link (its text, its icon), and one outside any.
      const element = (inLink: boolean) =>
        ({
          closest: (selector: string) => (selector === 'a[href]' && inLink ? {} : null),
        }) as never;
      page.input(type, element(true));
      expect(start).not.toHaveBeenCalled();
      page.input(type, element(false));
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
