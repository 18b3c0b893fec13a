// What a visitor of the home page gets, measured as they would live it rather than as Lighthouse's
// window sees it (that closes before the application starts): on a phone's profile (4x CPU, 150 ms
// round trips, 1.6 Mbps down, 750 kbps up) at a desktop width (the header's Sign In and Register
// buttons both show),
// - a tap on Sign In or Register at 1.5 s (before the application has started) and at 6 s (after),
//   timed from the tap until the form's Username field shows at the new address;
// - the script and styles received within 10 s of navigation (the page's own, and what it only
//   prefetched), the document beside them;
// - the application's start (from navigation), and the blocking time and longest task from
//   navigation to 5 s after it.
// Each by median of RUNS cold loads. Reported as figures without budgets: the targets (a tap
// within 500 ms, the page's own script within the floor page's) are for the prerendered pages.

const RUNS = 3;
const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const EARLY_TAP_MS = 1500;
const LATE_TAP_MS = 6000;
const RECEIVED_WINDOW_MS = 10_000;
const AFTER_START_MS = 5000;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** A cold page on the phone profile, with long tasks recorded from navigation. */
async function phonePage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await page.addInitScript(() => {
    window.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  return { context, page, cdp };
}

/** Milliseconds since the page's navigation began, in the page. */
const pageNow = (page) => page.evaluate(() => performance.now());

async function waitUntilPageTime(page, ms) {
  const now = await pageNow(page);
  if (now < ms) await page.waitForTimeout(ms - now);
}

/** The epoch time (ms) at which the Username field shows at `path`. */
const formShownAt = (page, path) =>
  page
    .waitForFunction(
      (target) => {
        if (location.pathname !== target) return false;
        const input = [...document.querySelectorAll('input')].find(
          (i) => i.labels?.[0]?.textContent?.trim() === 'Username' && i.checkVisibility(),
        );
        return input ? performance.timeOrigin + performance.now() : false;
      },
      path,
      { polling: 'raf', timeout: 60_000 },
    )
    .then((handle) => handle.jsonValue());

/** One tap on the header's link `button` at `atMs` after navigation: ms until the form shows. */
async function tap(browser, base, button, path, atMs) {
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    const target = page.getByRole('link', { name: button, exact: true }).first();
    await target.waitFor({ state: 'visible', timeout: 30_000 });
    await waitUntilPageTime(page, atMs);
    const box = await target.boundingBox();
    const shown = formShownAt(page, path);
    const tappedAt = Date.now();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    return (await shown) - tappedAt;
  } finally {
    await context.close();
  }
}

/** Whether the application has rendered into #root (React marks the container). */
const appStarted = () => {
  const root = document.getElementById('root');
  return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer$'));
};

/** One cold load of the home page, left alone: bytes received, the app's start, blocking time. */
async function arrival(browser, base) {
  const { context, page, cdp } = await phonePage(browser);
  const requests = new Map();
  const received = { own: 0, prefetched: 0, document: 0 };
  let startedAt = null;
  cdp.on('Network.requestWillBeSent', (e) => {
    startedAt ??= e.timestamp;
    requests.set(e.requestId, { url: e.request.url, type: e.type });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.type = e.type;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (!r || (e.timestamp - startedAt) * 1000 > RECEIVED_WINDOW_MS) return;
    const path = new URL(r.url).pathname;
    if (r.type === 'Document') received.document += e.encodedDataLength;
    else if (r.type === 'Script' || r.type === 'Stylesheet') received.own += e.encodedDataLength;
    else if (/\.(js|css)$/.test(path)) received.prefetched += e.encodedDataLength;
  });
  try {
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    await page.waitForFunction(appStarted, null, { polling: 50, timeout: 60_000 });
    const start = await pageNow(page);
    await waitUntilPageTime(page, Math.max(start + AFTER_START_MS, RECEIVED_WINDOW_MS));
    const tasks = await page.evaluate(() => window.__tasks);
    const inWindow = tasks.filter(([at]) => at <= start + AFTER_START_MS);
    return {
      start,
      tbt: inWindow.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
      longest: Math.max(0, ...inWindow.map(([, d]) => d)),
      ...received,
    };
  } finally {
    await context.close();
  }
}

const TAPS = [
  ['signin', 'Sign In', '/login'],
  ['register', 'Register', '/register'],
];

export async function visitorFigures(browser, base) {
  const figures = [];
  const fig = (name, values, digits = 0) => {
    figures.push({ name, value: median(values).toFixed(digits), budget: null });
    figures.push({ name: `${name}_passes`, value: values.map((v) => v.toFixed(0)).join('/') });
  };
  for (const [name, button, path] of TAPS)
    for (const [when, at] of [
      ['early', EARLY_TAP_MS],
      ['late', LATE_TAP_MS],
    ]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await tap(browser, base, button, path, at));
      fig(`visitor_tap_${name}_${when}_ms`, runs);
    }
  const loads = [];
  for (let i = 0; i < RUNS; i++) loads.push(await arrival(browser, base));
  const kib = (k) => loads.map((l) => l[k] / 1024);
  fig('visitor_home_script_received_kib', kib('own'), 1);
  fig('visitor_home_prefetched_kib', kib('prefetched'), 1);
  fig('visitor_home_document_kib', kib('document'), 1);
  fig(
    'visitor_home_app_start_ms',
    loads.map((l) => l.start),
  );
  fig(
    'visitor_home_tbt_ms',
    loads.map((l) => l.tbt),
  );
  fig(
    'visitor_home_longest_task_ms',
    loads.map((l) => l.longest),
  );
  return figures;
}
