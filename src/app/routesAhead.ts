import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { getSession } from '../lib/session';
import { likelyNextRoutes } from './likelyRoutes';
import type { Opener } from './guardVerdict';
import { openAhead } from './routePrefetch';
import { opensFetchedAhead, savesData } from '../lib/pagesAhead';

interface AheadRouter {
  routes: RouteObject[];
  state: { location: { pathname: string } };
}

/** What the page offers: the user's data-saving wish and the events of intent. */
export interface AheadEnv {
  saveData(): boolean;
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** The page's origin: only its own links are opened ahead. */
  origin: string;
  /** Whether a link to the path opens a document the page fetched ahead (nothing to load here). */
  opensDocument(path: string): boolean;
}

export const browserAheadEnv = (): AheadEnv => ({
  saveData: savesData,
  target: document,
  origin: location.origin,
  opensDocument: opensFetchedAhead,
});

/** The events that tell a link is about to be followed. */
const INTENT_EVENTS = ['mouseover', 'focusin', 'touchstart'] as const;
/** A link's data is asked for again on a later hover at most this often (the cache decides the rest). */
const INTENT_EVERY_MS = 2_000;

/**
 * Gets the likely next screens ready before the tap: when a link to one of them (likelyRoutes.ts:
 * a visitor's sign-in and registration, a signed-in user's header-menu screens) is hovered,
 * focused or touched, its code and its data start, so the click finds both under way or done.
 * Nothing loads ahead when the browser asks to save data, or for a link that opens a document the
 * page fetched ahead (a visitor's Sign In and Register on a page whole without the application).
 * Returns the stop.
 *
 * Nothing loads in idle time: a screen's code runs its modules when it arrives, tasks of 50 to
 * 300 ms at a phone's speed that a tap on the page showing would wait behind, and loaded in idle
 * time after the first screen the header menu's screens doubled the bidder's lot page's blocking
 * time (Lighthouse, median of 5: 1,510 ms where it is 720 ms without them).
 */
export function startRoutesAhead(
  router: AheadRouter,
  client: QueryClient,
  env: AheadEnv = browserAheadEnv(),
  who: () => Opener = getSession,
): () => void {
  const forUser = (path: string) => `${who().roles.join(',')}|${path}`;
  const likely = () => likelyNextRoutes({ ...who(), pathname: router.state.location.pathname });

  const lastIntent = new Map<string, number>();
  const onIntent = (event: Event) => {
    if (env.saveData()) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, env.origin);
    if (url.origin !== env.origin || !likely().includes(url.pathname)) return;
    if (env.opensDocument(url.pathname)) return;
    const key = forUser(`${url.pathname}${url.search}`);
    const now = event.timeStamp;
    if (now - (lastIntent.get(key) ?? -Infinity) < INTENT_EVERY_MS) return;
    lastIntent.set(key, now);
    void openAhead(router, `${url.pathname}${url.search}`, client, who());
  };

  for (const type of INTENT_EVENTS)
    env.target.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) env.target.removeEventListener(type, onIntent, true);
  };
}
