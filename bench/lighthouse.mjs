// Lighthouse 12 (mobile preset, simulated throttling) on the public pages and the lot page,
// through a headless Chromium of its own (its remote-debugging port). Every page runs up to 5
// times, by median, stopping once the median's verdict is settled (3 of 5 runs on one side of
// the budget: bench/settled.mjs), so the verdict is the one all the runs would give; the floor
// page runs 3 times, for scale. The home page is checked against 90 and the other pages, the lot
// page with them, against 80.
import lighthouse from 'lighthouse';
import { signIn } from './room.mjs';
import { runUntilSettled } from './settled.mjs';

/**
 * The other public pages, each to reach 80 (DESIGN section 9). The pages whole before the app
 * starts (terms, privacy, sign-in and registration: 96-100 a run) ran once, until a clean run of the
 * whole pipeline had the terms at 77 (its largest paint at 4.6 s, as the app started inside the
 * window): now 5 times like the rest. The help center and the FAQ
 * load their lists as the app starts, which is most of their blocking time, and a blog post paints
 * once its post arrives: they run 5 times and are checked by their median (81-94, 91-98 and 89-97
 * a run here). With 3 runs a clean run of the whole pipeline once had the blog post at 73 by
 * median (blocking time 1,230 ms, where runs here give 135-370 ms on the same build and the build
 * before it): two slow runs out of three; five runs need three. The registration form was rendered by the app as it started (antd's form widgets: 73-89
 * a run, blocking time 437-733 ms); built into the page, with the app starting once the visitor
 * uses it, it scores 100 (blocking time 25-40 ms).
 */
const PAGES = [
  { name: 'help_center', path: () => '/help-center' },
  { name: 'faq', path: () => '/faq' },
  { name: 'blog', path: (ids) => `/blogs/${ids.blogId}` },
  { name: 'terms', path: () => '/terms-conditions' },
  { name: 'privacy', path: () => '/privacy-policy' },
  { name: 'login', path: () => '/login' },
  { name: 'register', path: () => '/register' },
];
/** The lot page, as the bidder sees it (it is for signed-in bidders). */
const LOT_PAGE = { name: 'lot_details', path: (ids) => `/details/${ids.liveLotId}` };
const HOME_TARGET = 90;
const PAGE_TARGET = 80;
/**
 * Each checked page's most runs (the home page, the lot page and the other public pages). The home
 * page's score is two-sided, by whether the application's start (3 s after the load, or the first
 * input) falls inside a run's window (99 without, 80 with, blocking time 230 and 840 ms, in two
 * clean runs of the whole pipeline on 2026-12-07): three runs left the verdict to one run too
 * often, five need three.
 */
const RUNS = 5;
/** The floor page's runs, for scale. */
const FLOOR_RUNS = 3;
/** The home page's layout shift: none (0.01 absorbs rounding). */
const HOME_CLS = 0.01;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The five metrics that make up the performance score (every other audit of the category has no
 * weight): the score is the category's, without gathering what only the other audits need.
 */
const SCORED_METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/**
 * How long Lighthouse waits after the first paint and the load, and for the network and the main
 * thread to go quiet, before it ends a run (its defaults are 1,000 ms each). The metrics are
 * simulated from what the run recorded, so on the public pages shorter waits change no figure
 * (FCP, LCP, TBT and the score were the same on the home page, FAQ and sign-in) and save about
 * 1.2 s per audit. Not on the lot page, whose live lot keeps the page busy: there the short waits
 * doubled its blocking time (1,150 ms where Lighthouse's own waits give 570-630 ms), so it runs
 * with Lighthouse's own.
 */
const QUICK_END = {
  pauseAfterFcpMs: 250,
  pauseAfterLoadMs: 250,
  networkQuietThresholdMs: 500,
  cpuQuietThresholdMs: 500,
};

async function audit(port, url, { keepSession = false, quickEnd = true } = {}) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyAudits: SCORED_METRICS,
    formFactor: 'mobile',
    ...(quickEnd ? QUICK_END : {}),
    // The signed-in page keeps the session cookies put in the browser for it.
    disableStorageReset: keepSession,
  });
  const a = lhr.audits;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
  };
}

/** Medians of a page's runs: score, FCP, LCP, TBT and CLS. */
function medians(runs) {
  const m = (k) => median(runs.map((r) => r[k]));
  return { score: m('score'), fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls') };
}

const timings = (name, m) => [
  { name: `lh_${name}_fcp_ms`, value: m.fcp.toFixed(0) },
  { name: `lh_${name}_lcp_ms`, value: m.lcp.toFixed(0) },
  { name: `lh_${name}_tbt_ms`, value: m.tbt.toFixed(0) },
];

/**
 * The home page, median of up to 5 runs: the score is checked against 90 and the layout shift against
 * 0 (to rounding), with its paint and blocking times beside them.
 */
export async function lighthouseHomeFigures(port, base) {
  const runs = await runUntilSettled(
    () => audit(port, `${base}/`),
    [
      { pick: (r) => r.score, budget: HOME_TARGET, cmp: '>=' },
      { pick: (r) => r.cls, budget: HOME_CLS },
    ],
    RUNS,
  );
  const m = medians(runs);
  return [
    { name: 'lh_home_score', value: m.score, budget: HOME_TARGET, cmp: '>=' },
    ...timings('home', m),
    { name: 'lh_home_cls', value: m.cls.toFixed(3), budget: HOME_CLS, cmp: '<=' },
  ];
}

/** The floor page, 3 runs and medians, for scale (not checked). */
export async function lighthouseFloorFigures(port, floorBase) {
  const floor = [];
  for (let i = 0; i < FLOOR_RUNS; i++) floor.push(await audit(port, `${floorBase}/`));
  const m = medians(floor);
  return [
    { name: 'lh_floor_score', value: m.score },
    ...timings('floor', m),
    { name: 'lh_floor_cls', value: m.cls.toFixed(3) },
  ];
}

const score = (name, r) => ({
  name: `lh_${name}_score`,
  value: r.score,
  budget: PAGE_TARGET,
  cmp: '>=',
});

/** A page's score against 80: its runs stop once the median's verdict is settled. */
const SCORE_CHECK = { pick: (r) => r.score, budget: PAGE_TARGET, cmp: '>=' };

/** Every other public page, its runs' medians, checked against 80. */
export async function lighthousePageFigures(port, base) {
  const ids = await (await fetch(`${base}/__sim/route-ids`)).json();
  const figures = [];
  for (const page of PAGES) {
    const runs = await runUntilSettled(
      () => audit(port, `${base}${page.path(ids)}`),
      [SCORE_CHECK],
      RUNS,
    );
    const m = medians(runs);
    figures.push(score(page.name, m), ...timings(page.name, m));
  }
  return figures;
}

/**
 * The bidder's lot page of a running lot, median of 5 runs checked against 80, on the simulator as
 * seeded (the live views before leave thousands of bids on its lot): each run on a reset
 * simulator, with the bidder signed in afresh. Its live lot's bids fall differently into each
 * load, so a run alone varies by 10 points or more (75-96 here); 5 runs and their median hold
 * steady (86, 87 and 90 here, the last after the live views). Before signed-in screens started on
 * built styles it ran 77-89 a run (79 and 81 by median of 3 in clean runs) and was a target only.
 */
export async function lighthouseLotFigures(browser, port, base) {
  const once = async () => {
    await fetch(`${base}/__sim/reset`, { method: 'POST' });
    const ids = await (await fetch(`${base}/__sim/route-ids`)).json();
    // The bidder's session, signed in through the form, given to the browser's default context.
    const context = await browser.newContext();
    await signIn(await context.newPage(), base, 'bidder');
    const cookies = await context.cookies();
    await context.close();
    const cdp = await browser.newBrowserCDPSession();
    await cdp.send('Storage.setCookies', { cookies });
    const run = await audit(port, `${base}${LOT_PAGE.path(ids)}`, {
      keepSession: true,
      quickEnd: false,
    });
    await cdp.send('Storage.clearCookies');
    return run;
  };
  const m = medians(await runUntilSettled(once, [SCORE_CHECK], RUNS));
  return [score(LOT_PAGE.name, m), ...timings(LOT_PAGE.name, m)];
}
