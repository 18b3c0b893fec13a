import { chunkReloader } from './app/chunkReloader';
import {
  afterFirstPaint,
  pageArrivalEnv,
  pagePaintEnv,
  startOnArrival,
} from './app/prerender/arrival';
import { PRERENDERED_ATTR, PROMPT_ROOT_ID, SIGNED_IN_ATTR } from './app/prerender/documentFlags';
import { keepFirstPress } from './app/prerender/firstPress';
import { answerPromptInPage } from './app/prerender/promptInPage';
import { pageAheadEnv, prefetchListed } from './app/prerender/appCode';
import { expectAdoption } from './app/prerender/adoption';
import { pageRouteOf, preloadPageScreen, WHOLE_PAGES } from './app/prerender/pageScreens';

// A chunk or stylesheet that fails to load (the files changed with a deploy) fails its import:
// a route's shows the error screen at the route's address, which reloads the page there once
// (RouteErrorScreen); the application's own start reloads through chunkReloader.load.

const root = document.getElementById('root')!;
// A prerendered page is a visitor's: a signed-in user's page is rendered by the application.
const hydrate =
  root.hasAttribute(PRERENDERED_ATTR) && !document.documentElement.hasAttribute(SIGNED_IN_ATTR);

/** The address the document was served for: the page it holds is that address's. */
const served = location.pathname;

/**
 * Loads the application and starts it (adopting the page only while still at its address), once
 * `ready` (loaded alongside, never failing) is done.
 */
const start = (ready?: Promise<void>) =>
  void chunkReloader
    .load(() => import('./app/start'))
    .then(async ({ startApp }) => {
      await ready;
      await startApp({ hydrate: hydrate && location.pathname === served });
    });

// A prerendered page's app prompt answers Continue in browser before the application has started.
const prompt = document.getElementById(PROMPT_ROOT_ID);
if (prompt) answerPromptInPage(document, prompt);

if (hydrate) {
  // The page works as soon as it shows: a press before the application has loaded is made again
  // once it has adopted the page, and what was typed goes to its forms.
  expectAdoption(
    root,
    keepFirstPress(document, (el) => root.contains(el)),
  );
  const route = pageRouteOf(location.pathname) ?? '/';
  const go = () => {
    // The page's own code loads alongside the application's, not after it.
    preloadPageScreen(route);
    start();
  };
  prefetchListed(document, pageAheadEnv(pageArrivalEnv().afterLoad));
  if (WHOLE_PAGES.has(route)) startOnArrival(go, pageArrivalEnv());
  else afterFirstPaint(go, pagePaintEnv());
} else
  afterFirstPaint(
    () =>
      // The antd styles of what the first screen shows come built, beside the app's code (if
      // they fail to load, antd makes them as before).
      start(
        import('./app/prerender/shellStyles')
          .then((m) => m.addShellStyles(document))
          .catch(() => undefined),
      ),
    pagePaintEnv(),
  );
