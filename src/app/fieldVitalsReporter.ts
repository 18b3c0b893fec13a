import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import {
  createReportQueue,
  errorReport,
  shortSelector,
  vitalReport,
  type SelectorElement,
} from '../lib/vitals';
import { routeMatcher } from '../lib/vitalsRoute';

export interface FieldVitalsOptions {
  /** The collector the batches are beaconed to. */
  url: string;
  version: string;
  env: string;
  /** The route table's patterns, which name the pages in the reports. */
  patterns: readonly string[];
  /** The path the page loaded at (LCP and TTFB are that page's). */
  landingPath: string;
}

/** The element of an INP's slowest interaction, if it is still in the page. */
function interactionTarget(metric: Metric): SelectorElement | null {
  for (const entry of metric.entries) {
    const target = (entry as { target?: unknown }).target;
    if (target && typeof target === 'object' && 'tagName' in target)
      return target as SelectorElement;
  }
  return null;
}

/** The metrics of the page load itself, reported for the route it loaded at. */
const LOAD_METRICS = new Set(['LCP', 'TTFB']);

/**
 * Reports this page load's Web Vitals (LCP, INP, CLS, TTFB) and unhandled errors to the
 * collector: queued as they come, sent in one beacon each time the page is hidden or left
 * (as web-vitals advises: `visibilitychange` to hidden, and `pagehide`). LCP and TTFB name the
 * route the page loaded at; CLS, INP and errors the route shown when they are reported.
 */
export function reportFieldVitals({
  url,
  version,
  env,
  patterns,
  landingPath,
}: FieldVitalsOptions): void {
  const routeOf = routeMatcher(patterns);
  const route = () => routeOf(location.pathname);
  const landingRoute = routeOf(landingPath);
  const queue = createReportQueue({
    version,
    env,
    send: (body) => {
      try {
        return navigator.sendBeacon(url, body);
      } catch {
        return false;
      }
    },
  });

  const onMetric = (metric: Metric) => {
    const target = metric.name === 'INP' ? shortSelector(interactionTarget(metric)) : null;
    const report = vitalReport(
      metric,
      LOAD_METRICS.has(metric.name) ? landingRoute : route(),
      target,
    );
    if (report) queue.add(report);
  };
  onTTFB(onMetric);
  onLCP(onMetric);
  // Every change of the values that grow through the visit: the queue keeps each one's latest,
  // so the batch has it even when web-vitals takes in the last entries only as the page hides.
  onCLS(onMetric, { reportAllChanges: true });
  onINP(onMetric, { reportAllChanges: true });

  addEventListener('error', (event: ErrorEvent) =>
    queue.add(errorReport('error', event.error ?? { message: event.message }, route())),
  );
  addEventListener('unhandledrejection', (event: PromiseRejectionEvent) =>
    queue.add(errorReport('unhandledrejection', event.reason, route())),
  );

  // On the window, in the bubbling phase: after web-vitals' own listeners (capturing) have
  // reported the final CLS and INP.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  addEventListener('pagehide', () => queue.flush());
}
