import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { forgetSignInTarget } from '../src/lib/landing';
import { resetPushNotify } from '../src/lib/pushNotify';
import { setDefaultBackoff, setDefaultTransport } from '../src/live/stream';
// The live store and its banner load once per worker, before any test: files share a worker's
// modules, and a lazy screen still loading when its file ends must not be the first to ask for them.
import '../src/live/store';
import '../src/components/LiveConnectionBanner';
import { http } from '../src/api/http';
import { jsdomTransport } from './liveTransport';
import { multipartBody } from './multipartBody';

// jsdom lacks these browser APIs that antd relies on.
if (typeof window !== 'undefined') {
  // Evaluates min-width / max-width queries against the window width, as a browser would.
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (
      (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]))
    );
  };
  window.matchMedia ??= ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.scrollTo = () => {};
  setDefaultTransport(jsdomTransport);
  // A dropped stream comes back after tens of milliseconds, not the product's second.
  setDefaultBackoff({ baseMs: 20, maxMs: 200 });
  // Uploads reach the simulator with their files' names and bytes, as from a browser (the
  // simulator checks both). The call as the app made it (FormData) is what spies on the client see.
  http.interceptors.request.use(async (config) => {
    if (!(config.data instanceof FormData)) return config;
    const { body, contentType } = await multipartBody(config.data);
    config.data = body;
    config.headers.set('Content-Type', contentType);
    return config;
  });
}

// antd reports a deprecated or misused API on the console: `Warning: [antd: Modal] ...` through
// console.error, `[antd] There exists deprecated usage ...` through console.warn. Each fails the
// test during which it was printed, with its text; other messages (React's act() warnings and the
// like) pass through untouched. Files share a worker's globals: the printed warnings are kept
// once per worker, and the console's methods are wrapped once whatever console is current.
const guard = globalThis as { antdWarnings?: string[] };
const antdWarnings = (guard.antdWarnings ??= []);
const WRAPPED = Symbol.for('antd-warning-guard');
for (const method of ['error', 'warn'] as const) {
  const print = console[method] as typeof console.error & { [WRAPPED]?: true };
  if (print[WRAPPED]) continue;
  const wrapped = (...args: unknown[]) => {
    const text = format(...args);
    if (/\[antd(:|\])/.test(text)) antdWarnings.push(text);
    print.apply(console, args);
  };
  console[method] = Object.assign(wrapped, { [WRAPPED]: true as const });
}

beforeEach(() => {
  antdWarnings.length = 0;
});

afterEach(() => {
  const printed = antdWarnings.splice(0);
  if (printed.length)
    throw new Error(
      `antd printed ${printed.length} warning(s) during this test:\n${[...new Set(printed)].join('\n')}`,
    );
});

// Screens render antd with motion and CI machines are busy: give async queries room.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetPushNotify();
  // Screen files share a worker's modules: a sign-in in one test must not steer the next.
  forgetSignInTarget();
});
