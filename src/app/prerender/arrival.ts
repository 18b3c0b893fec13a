/**
 * A prerendered page is on screen before any script runs; on a page that is whole without the
 * application, the application starts when the visitor first does something (touch, pointer,
 * key, wheel, scroll, focus), or once the page has loaded and stayed idle for a moment, so its
 * start-up never competes with the first paint. Any other page starts once it has painted.
 */

/** Inputs that mean a visitor is using the page. */
export const ARRIVAL_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
  'focusin',
] as const;

/** Quiet time after the load event before the application starts on its own. */
export const IDLE_START_MS = 3000;

export interface ArrivalEnv {
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /**
   * Whether the visitor has pressed, tapped or typed on the page yet: a focus before that is the
   * page's own (a field with autofocus), not the visitor arriving.
   */
  activated: () => boolean;
  /** Calls back once the page's load event has passed. */
  afterLoad: (callback: () => void) => void;
  setTimer: (callback: () => void, ms: number) => void;
}

/**
 * Whether an input is on a link: links are plain links that work on their own, and a tap on one
 * leaves the page, so starting the application then would only hold up the next page.
 */
const onLink = (event?: Event) =>
  !!(event?.target as Partial<Element> | null)?.closest?.('a[href]');

/**
 * Calls `start` once: on the first input (but one on a link), or `IDLE_START_MS` after the load
 * event.
 */
export function startOnArrival(start: () => void, env: ArrivalEnv): void {
  let started = false;
  const go = (event?: Event) => {
    if (started || (event?.type === 'focusin' && !env.activated()) || onLink(event)) return;
    started = true;
    for (const type of ARRIVAL_EVENTS) env.target.removeEventListener(type, go, true);
    start();
  };
  for (const type of ARRIVAL_EVENTS)
    env.target.addEventListener(type, go, { capture: true, passive: true });
  env.afterLoad(() => env.setTimer(() => go(), IDLE_START_MS));
}

/** The page's own events, load and timers. */
export const pageArrivalEnv = (): ArrivalEnv => ({
  target: window,
  // Browsers without the user-activation state count every focus.
  activated: () => navigator.userActivation?.hasBeenActive ?? true,
  afterLoad: (callback) => {
    if (document.readyState === 'complete') callback();
    else window.addEventListener('load', callback, { once: true });
  },
  setTimer: (callback, ms) => void window.setTimeout(callback, ms),
});

export interface PaintEnv {
  /** Whether the page is on screen (a page opened in the background paints only once shown). */
  visible: () => boolean;
  /** Calls back once the page is hidden. */
  onHidden: (callback: () => void) => void;
  /** Calls back once the page's first contentful paint is on screen. */
  onFirstPaint: (callback: () => void) => void;
  setTimer: (callback: () => void, ms: number) => void;
}

/**
 * The longest the application waits for the first paint to be reported: a browser under load
 * may not report it at all (in one test run, pages of signed-in users never started).
 */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Calls `start` once the page's first contentful paint is on screen (or `FIRST_PAINT_WAIT_MS`
 * has passed without it), so what the page already shows appears before the application's code
 * is fetched and run. A page that is not on screen (or is hidden before it paints) paints nothing
 * meanwhile: it starts at once, so its data does not wait for the visitor to look.
 */
export function afterFirstPaint(start: () => void, env: PaintEnv): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    start();
  };
  if (!env.visible()) return go();
  env.onHidden(go);
  env.onFirstPaint(go);
  env.setTimer(go, FIRST_PAINT_WAIT_MS);
}

/** Browsers without paint timing: two frames, the first of them painted by the second. */
const afterTwoFrames = (callback: () => void) =>
  requestAnimationFrame(() => requestAnimationFrame(() => callback()));

/** The page's own visibility and paint timing. */
export const pagePaintEnv = (): PaintEnv => ({
  visible: () => document.visibilityState === 'visible',
  onHidden: (callback) =>
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible') callback();
    }),
  onFirstPaint: (callback) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
      return afterTwoFrames(callback);
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      callback();
    });
    observer.observe({ type: 'paint', buffered: true });
  },
  setTimer: (callback, ms) => void window.setTimeout(callback, ms),
});
