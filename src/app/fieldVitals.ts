import { env } from '../lib/env';
import { vitalsTarget } from '../lib/vitalsSampling';
import { ROUTES } from './routeTable';

/**
 * Starts reporting field vitals, when this page load reports them (a collector URL set, and the
 * load drawn by the sample rate: decided here, once). web-vitals and the reporter load in a chunk
 * of their own once the browser is idle after the app's first render, never before the first
 * paint; with no URL set nothing is loaded.
 */
export function startFieldVitals(): void {
  const url = vitalsTarget({ url: env.vitalsUrl, sample: env.vitalsSample }, Math.random);
  if (!url) return;
  const landingPath = location.pathname;
  // A missing chunk (a deploy since the page loaded) is let go: the page goes on without reports
  // and never reloads for them (chunkReload's optional chunks).
  const load = () =>
    void import('./fieldVitalsReporter')
      .then(({ reportFieldVitals }) =>
        reportFieldVitals({
          url,
          version: env.version,
          env: env.appEnv,
          patterns: ROUTES.map((route) => route.path),
          landingPath,
        }),
      )
      .catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 1000);
}
