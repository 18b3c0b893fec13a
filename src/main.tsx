import { chunkReloader } from './app/chunkReloader';
import {
  afterFirstPaint,
  pageArrivalEnv,
  pagePaintEnv,
  startOnArrival,
} from './app/firstView/arrival';
import { COMPLETE_VIEWS, FIRST_VIEW_ATTR } from './app/firstView/flags';
import { dropUnusedFirstView, keepBuiltControlsWorking } from './app/firstView/builtControls';
import { rememberBrowserChoice } from './lib/appPromptChoice';
import { preloadBuiltViewScreen } from './app/builtViewScreens';
import { delay } from './lib/delay';

// A chunk or stylesheet that fails to preload (the files changed with a deploy) reloads the page
// once; a second failure right after is left to the error screen.
window.addEventListener('vite:preloadError', (event) => {
  if (chunkReloader.recover(event.payload)) event.preventDefault();
});

/** The longest a blog post's request holds the application's code back. */
const POST_WAIT_MS = 1000;

/** Loads the application and starts it, once `ready` (loaded alongside, never failing) is done. */
const start = (ready?: Promise<void>) =>
  void chunkReloader
    .load(() => import('./app/start'))
    .then(async ({ startApp }) => {
      await ready;
      startApp();
    });

// A visitor on a public page with a built view already sees it: where that page is whole (the
// home page, terms, privacy) the application starts when they first use the page (or the page
// has been idle a moment). Everyone else gets it at once, once the page has painted what it has.
dropUnusedFirstView(document);
keepBuiltControlsWorking(document, () => rememberBrowserChoice());
const builtView = document.documentElement.getAttribute(FIRST_VIEW_ATTR);
const startWithScreen = () => {
  // The page's own code loads alongside the application's, not after it.
  if (builtView) preloadBuiltViewScreen(builtView);
  // Without a built view (a signed-in user, an address with none), the styles of the widgets the
  // first screen shows come built too (if they fail to load, antd makes them as before).
  start(
    builtView
      ? undefined
      : import('./app/firstView/signedInStyles')
          .then((m) => m.addSignedInStyles(document))
          .catch(() => undefined),
  );
};
if (builtView && COMPLETE_VIEWS.has(builtView)) startOnArrival(startWithScreen, pageArrivalEnv());
else
  afterFirstPaint(() => {
    if (builtView !== 'blog') return startWithScreen();
    // A blog post is asked for first, and shown as it arrives; the application's code follows
    // once it has (or failed, or after POST_WAIT_MS), so the two do not compete for the network.
    // Without this module, the application shows the post once it renders.
    import('./app/firstView/blogPost')
      .then(({ showBlogPost }) =>
        Promise.race([
          showBlogPost(document, location.pathname.split('/')[2]),
          delay(POST_WAIT_MS),
        ]),
      )
      .catch(() => undefined)
      .finally(startWithScreen);
  }, pagePaintEnv());
