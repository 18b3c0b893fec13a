import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { getSession, subscribeSession } from '../lib/session';
import { likelyNextRoutes } from './likelyRoutes';
import { openAhead, type Opener } from './routePrefetch';

interface AheadRouter {
  routes: RouteObject[];
  state: { location: { pathname: string } };
}

/** What the page offers: idle time, the user's data-saving wish, the events of intent. */
export interface AheadEnv {
  /** Runs `task` when the page is idle (or after `timeoutMs` at the latest). */
  whenIdle(task: () => void, timeoutMs: number): void;
  saveData(): boolean;
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** The page's origin: only its own links are opened ahead. */
  origin: string;
}

export const browserAheadEnv = (): AheadEnv => ({
  whenIdle: (task, timeoutMs) =>
    typeof window.requestIdleCallback === 'function'
      ? void window.requestIdleCallback(task, { timeout: timeoutMs })
      : void window.setTimeout(task, 1),
  saveData: () =>
    (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData ===
    true,
  target: document,
  origin: location.origin,
});

/** The events that tell a link is about to be followed. */
const INTENT_EVENTS = ['mouseover', 'focusin', 'touchstart'] as const;
/** A link's data is asked for again on a later hover at most this often (the cache decides the rest). */
const INTENT_EVERY_MS = 2_000;
/** The longest an idle step waits for idle time. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Gets the likely next screens ready before the tap. When the page is idle, the code of each
 * screen the user is likely to open next (likelyRoutes.ts: a visitor's sign-in and registration,
 * a signed-in user's header-menu screens) loads, one screen after another, each in idle time; no
 * data is asked for. When a link to one of them is hovered, focused or touched, its data starts
 * too (and its code, if not loaded yet), so the click finds both under way or done.
 *
 * It starts once the application has rendered its first screen, which a visitor's whole built
 * page (the home page, terms, privacy, sign-in, registration) waits for until the first input or
 * 3 s after load (main.tsx): the idle loads come after the page's first paint and are not among
 * the files the page itself names, which are all the bench counts as the landing page's eager
 * bytes. Nothing loads ahead when the browser asks to save data. Returns the stop.
 */
export function startRoutesAhead(
  router: AheadRouter,
  client: QueryClient,
  env: AheadEnv = browserAheadEnv(),
  who: () => Opener = getSession,
): () => void {
  let stopped = false;
  const loaded = new Set<string>();
  let queue: string[] = [];
  let running = false;

  const forUser = (path: string) => `${who().roles.join(',')}|${path}`;
  const likely = () => likelyNextRoutes({ ...who(), pathname: router.state.location.pathname });

  const next = () => {
    if (stopped) return;
    const path = queue.shift();
    if (path === undefined) {
      running = false;
      return;
    }
    const key = forUser(path);
    if (loaded.has(key)) return next();
    loaded.add(key);
    void openAhead(router, path, client, who(), { data: false }).then(() =>
      env.whenIdle(next, IDLE_TIMEOUT_MS),
    );
  };
  const plan = () => {
    if (stopped || env.saveData()) return;
    queue = likely();
    if (running) return;
    running = true;
    env.whenIdle(next, IDLE_TIMEOUT_MS);
  };

  const lastIntent = new Map<string, number>();
  const onIntent = (event: Event) => {
    if (env.saveData()) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, env.origin);
    if (url.origin !== env.origin || !likely().includes(url.pathname)) return;
    const key = forUser(`${url.pathname}${url.search}`);
    const now = event.timeStamp;
    if (now - (lastIntent.get(key) ?? -Infinity) < INTENT_EVERY_MS) return;
    lastIntent.set(key, now);
    void openAhead(router, `${url.pathname}${url.search}`, client, who(), { data: true });
  };

  plan();
  const unsubscribe = subscribeSession(plan);
  for (const type of INTENT_EVENTS)
    env.target.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    stopped = true;
    unsubscribe();
    for (const type of INTENT_EVENTS) env.target.removeEventListener(type, onIntent, true);
  };
}
