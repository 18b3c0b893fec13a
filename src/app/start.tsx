import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { startFieldVitals } from './fieldVitals';
import { connectLiveSession } from './liveSession';
import { createQueryClient } from './queryClient';
import { buildRoutes } from './router';
import { PRERENDERED_ATTR, PROMPT_ROOT_ID } from './prerender/documentFlags';
import { claimPrompt } from './prerender/promptInPage';
import { MobileAppPrompt } from './shell/MobileAppPrompt';
import { appStarting } from './prerender/adoption';

/**
 * The lazy layouts the address's routes use, loaded into their route objects, so the router's
 * first render is the page itself (as it was prerendered) rather than a loading state.
 */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** The shell's header bar (index.html), painted until the application renders. */
function bootHeader(): HTMLElement {
  const bar = document.createElement('div');
  bar.className = 'boot-header';
  bar.setAttribute('aria-hidden', 'true');
  const logo = Object.assign(document.createElement('img'), { src: '/favicon.svg', alt: '' });
  logo.width = logo.height = 28;
  bar.append(logo, Object.assign(document.createElement('span'), { textContent: 'Bidright' }));
  return bar;
}

/**
 * Starts the application in #root. A prerendered page (`hydrate`) is adopted as it is, with its
 * mobile-app prompt (a root of its own beside it) when it is showing; any other page is rendered
 * from scratch, as a transition, so React renders it in slices and the page stays responsive to
 * taps while the screen is built. Field vitals (when reported) load once the browser is idle.
 * Live streams refresh their access token through the session's refresh.
 */
export async function startApp({ hydrate }: { hydrate: boolean }): Promise<void> {
  connectLiveSession();
  const container = document.getElementById('root')!;
  const routes = buildRoutes();
  const prompt = document.getElementById(PROMPT_ROOT_ID);
  if (hydrate) {
    await resolveLazyMatches(routes);
    hydrateRoot(
      container,
      <StrictMode>
        <App routes={routes} adopting />
      </StrictMode>,
    );
    // Claimed only now: until the application listens, the page answers the prompt itself.
    const promptState = claimPrompt(document, prompt);
    if (prompt && promptState === 'open')
      hydrateRoot(
        prompt,
        <StrictMode>
          <AppProviders client={createQueryClient()}>
            <MobileAppPrompt userAgent="Android" />
          </AppProviders>
        </StrictMode>,
      );
    else if (promptState === 'none') prompt?.remove();
  } else {
    appStarting();
    if (claimPrompt(document, prompt) !== 'closing') prompt?.remove();
    // A visitor's prerendered page for a signed-in user: the header bar until the app renders.
    if (container.hasAttribute(PRERENDERED_ATTR)) {
      container.removeAttribute(PRERENDERED_ATTR);
      container.replaceChildren(bootHeader());
    }
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App routes={routes} />
        </StrictMode>,
      ),
    );
  }
  startFieldVitals();
}
