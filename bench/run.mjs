// npm run bench [-- --check] [--no-build] [--runs N] [--room-only] [--views room,control,tv,heap,nav,home,lot,pages,floor,visitor]
// The simulator, staging and production bundles (dist-sim, dist-staging, dist, as `npm run build:sim`,
// `build:staging -- --outDir dist-staging` and `build` make them) are reused when they are newer than
// the sources, and rebuilt otherwise; --no-build never builds them.
// Measures the landing page against the floor page (bench/floor) in headless Chromium at 4x CPU,
// alternating cold loads, medians; checks that no simulator code reaches staging/production builds.
// Ends with one line per figure: `name value budget ok|over`.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { reducerFigures } from './reducer.mjs';
import { runUntilSettled } from './settled.mjs';
import {
  lighthouseFloorFigures,
  lighthouseHomeFigures,
  lighthouseLotFigures,
  lighthousePageFigures,
} from './lighthouse.mjs';
import { heapFigures, roomFigures, staffViewFigures } from './room.mjs';
import { navFigures } from './nav.mjs';
import { visitorFigures } from './visitor.mjs';

const args = process.argv.slice(2);
const CHECK = args.includes('--check');
const NO_BUILD = args.includes('--no-build');
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 5;
const ROOM_ONLY = args.includes('--room-only');
// The views to measure: by default the bidder room, the control room, the TV view, the bidder
// room's heap through a two-hour auction, the home page in Lighthouse (`home`), the lot page of a
// running lot (`lot`), the other public pages (`pages`, each against 80, about 60 s) and `visitor`,
// the home page as a visitor on a phone's profile gets it (taps before and after the application
// starts, what arrives, blocking time); named only, `floor` the floor page, for scale, and `nav`
// each role's header-menu screens (first visit and repeat, click to content; not yet within its
// budgets, docs/performance.md).
const VIEWS = args.includes('--views')
  ? args[args.indexOf('--views') + 1].split(',')
  : ['room', 'control', 'tv', 'heap', 'home', 'lot', 'pages', 'visitor'];
const LIGHTHOUSE = ['home', 'lot', 'pages', 'floor'].some((v) => VIEWS.includes(v));
/**
 * The ports the bench serves the app and the floor page on, and Lighthouse drives its browser
 * through: BENCH_PORT (4180 unless set), the next, and 5153 above it (9333), so two benches of two
 * checkouts can run side by side.
 */
const APP_PORT = Number(process.env.BENCH_PORT ?? 4180);
const FLOOR_PORT = APP_PORT + 1;
const LIGHTHOUSE_PORT = APP_PORT + 5153;
/**
 * Lighthouse's browser: Chromium's headless shell where the machine has it. The full browser,
 * headless, also loads its own interface pages (the address bar's pop-up, 0.5-0.8 s of main
 * thread in another renderer) while a page loads; on two cores that took the CPU from the page
 * and Lighthouse counted the wait as the page's blocking time (one page scored 73-94 on one
 * build). The live views keep the full browser.
 */
const LIGHTHOUSE_CHROMIUM =
  process.env.LIGHTHOUSE_CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell'].find((p) => existsSync(p)) ??
  process.env.CHROMIUM_PATH ??
  '/usr/bin/chromium';
const root = resolve(import.meta.dirname, '..');
const floorRoot = join(root, 'bench/floor');
const quiet = { logLevel: 'warn' };

const figures = [];
const figure = (name, value, budget, cmp = '<=') => figures.push({ name, value, budget, cmp });
const info = (name, value) => figures.push({ name, value, budget: null });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function filesUnder(dir, ext) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p, ext));
    else if (ext.some((e) => name.endsWith(e))) out.push(p);
  }
  return out;
}

/** The newest modification time under the given files and folders (missing ones ignored). */
function newestMtime(paths) {
  let newest = 0;
  for (const p of paths) {
    if (!existsSync(p)) continue;
    const stat = statSync(p);
    if (!stat.isDirectory()) newest = Math.max(newest, stat.mtimeMs);
    else if (!p.endsWith('/dist'))
      newest = Math.max(newest, newestMtime(readdirSync(p).map((n) => join(p, n))));
  }
  return newest;
}

/** What every app bundle is built from. */
const APP_SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  '.env',
  '.env.development',
  '.env.staging',
  '.env.production',
].map((p) => join(root, p));

/** A bundle is current when its index.html is newer than everything it is built from. */
function isCurrent(outDir, sources) {
  const html = join(outDir, 'index.html');
  return existsSync(html) && statSync(html).mtimeMs > newestMtime(sources);
}

/** The app bundles the bench measures or inspects, each built as its npm script builds it. */
const BUNDLES = [
  { outDir: 'dist-sim', mode: 'development' },
  { outDir: 'dist-staging', mode: 'staging' },
  { outDir: 'dist', mode: 'production' },
];

async function buildAll() {
  const floorSources = [floorRoot, join(root, 'package-lock.json')];
  if (isCurrent(join(floorRoot, 'dist'), floorSources)) console.log('reusing the floor page build');
  else {
    console.log('building the floor page...');
    await build({
      root: floorRoot,
      configFile: false,
      plugins: [react()],
      build: { outDir: 'dist', emptyOutDir: true },
      ...quiet,
    });
  }
  for (const { outDir, mode } of BUNDLES) {
    if (NO_BUILD || isCurrent(join(root, outDir), APP_SOURCES)) {
      console.log(`reusing ${outDir}`);
      continue;
    }
    console.log(`building ${outDir} (${mode})...`);
    await build({ root, mode, build: { outDir, emptyOutDir: true }, ...quiet });
  }
}

/** Markers that only the simulator or the demo accounts carry. */
const SIM_MARKERS = [
  '__sim',
  'Demo1234',
  'mockServiceWorker',
  'setupServer',
  'room-bot-',
  'sim-img',
];

/** Text that only the quick-login buttons carry (non-production builds only). */
const QUICK_LOGIN_MARKERS = ['Demo accounts', 'bidder-unverified'];

function markersInBuild(dir, markers) {
  let hits = 0;
  for (const file of filesUnder(join(root, dir), ['.js', '.css', '.html'])) {
    const text = readFileSync(file, 'utf8');
    for (const m of markers)
      if (text.includes(m)) {
        hits++;
        console.log(`  marker "${m}" in ${file}`);
      }
  }
  return hits;
}

/**
 * Eager bytes: the files index.html loads before anything renders (the entry script, its
 * modulepreloads and stylesheets). Lazy chunks that arrive after first paint are not eager.
 */
function eagerBytes(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const paths = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css))"/g),
  ].map((m) => m[1]);
  let raw = 0;
  let gz = 0;
  for (const path of paths) {
    const buf = readFileSync(join(distDir, path));
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  return { raw, gz, count: paths.length };
}

function eagerText(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const paths = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css))"/g),
  ].map((m) => m[1]);
  return paths.map((p) => readFileSync(join(distDir, p), 'utf8')).join('\n');
}

/** A class name the chart library puts on every chart it draws: it survives minification. */
const CHART_MARKER = 'recharts-wrapper';

/**
 * The JS files of a build that carry the chart library, and how many of them index.html loads
 * eagerly (its entry script and modulepreloads): the charts belong to the dashboard's lazy chunk.
 */
function chartChunks(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = filesUnder(distDir, ['.js']).filter((f) =>
    readFileSync(f, 'utf8').includes(CHART_MARKER),
  );
  for (const f of files) console.log(`  chart library in ${f}`);
  const eager = files.filter((f) => html.includes(`/${relative(distDir, f)}"`));
  return { count: files.length, eager: eager.length };
}

/** One cold load: JS/CSS loaded for the page, first contentful paint at 4x CPU, layout shift. */
async function load(browser, url, distDir) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const assets = new Set();
  page.on('response', (r) => {
    const type = r.request().resourceType();
    if (type === 'script' || type === 'stylesheet') assets.add(new URL(r.url()).pathname);
  });
  await page.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    window.__longestTask = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__longestTask = Math.max(window.__longestTask, e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    null,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(800);
  const { fcp, cls, longestTask } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    cls: window.__cls,
    longestTask: window.__longestTask,
  }));
  await context.close();
  let raw = 0;
  let gz = 0;
  for (const path of assets) {
    const file = join(distDir, path);
    try {
      const buf = readFileSync(file);
      raw += buf.length;
      gz += gzipSync(buf, { level: 9 }).length;
    } catch {
      // not a built file (e.g. served by the simulator)
    }
  }
  return { fcp, cls, longestTask, raw, gz, count: assets.size };
}

async function measure() {
  const project = await preview({
    root,
    mode: 'development',
    build: { outDir: 'dist-sim' },
    preview: { port: APP_PORT, strictPort: true },
    ...quiet,
  });
  const floor = await preview({
    root: floorRoot,
    configFile: false,
    build: { outDir: 'dist' },
    preview: { port: FLOOR_PORT, strictPort: true },
    ...quiet,
  });
  // The bench's own requests to the simulator come up to several seconds apart on one kept-alive
  // connection: Node closes an idle one after 5 s, and a request sent as it closes fails with
  // ECONNRESET (one run lost its control-room pass so). Idle connections stay open longer.
  for (const server of [project, floor]) server.httpServer.keepAliveTimeout = 30_000;
  const flags = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: flags,
  });
  // Lighthouse drives its own browser through this port.
  const lighthouseBrowser = LIGHTHOUSE
    ? await chromium.launch({
        executablePath: LIGHTHOUSE_CHROMIUM,
        args: [...flags, `--remote-debugging-port=${LIGHTHOUSE_PORT}`],
      })
    : undefined;
  const runs = { project: [], floor: [], room: [] };
  // How long each part of the bench takes (seconds), printed with the figures.
  let since = performance.now();
  const took = (part) => {
    info(`bench_${part}_s`, ((performance.now() - since) / 1000).toFixed(0));
    since = performance.now();
  };
  try {
    const app = `http://localhost:${APP_PORT}`;
    // The views in the order they run, each with the name its duration is printed under.
    const parts = [
      ['room', 'room', () => roomFigures(browser, app)],
      ['control', 'control', () => staffViewFigures(browser, app, 'control')],
      ['tv', 'tv', () => staffViewFigures(browser, app, 'tv')],
      ['heap', 'heap', () => heapFigures(browser, app)],
      // Each role's header-menu screens, first visit and repeat, click to content (bench/nav.mjs).
      ['nav', 'nav', () => navFigures(browser, app)],
      ['home', 'lighthouse_home', () => lighthouseHomeFigures(LIGHTHOUSE_PORT, app)],
      [
        'lot',
        'lighthouse_lot',
        () => lighthouseLotFigures(lighthouseBrowser, LIGHTHOUSE_PORT, app),
      ],
      ['pages', 'lighthouse_pages', () => lighthousePageFigures(LIGHTHOUSE_PORT, app)],
      [
        'floor',
        'lighthouse_floor',
        () => lighthouseFloorFigures(LIGHTHOUSE_PORT, `http://localhost:${FLOOR_PORT}`),
      ],
      // The home page on a phone's profile, taps and what arrives (bench/visitor.mjs).
      ['visitor', 'visitor', () => visitorFigures(browser, app)],
    ];
    for (const [view, part, measure] of parts)
      if (VIEWS.includes(view)) {
        runs.room.push(...(await measure()));
        took(part);
      }
    if (ROOM_ONLY) return runs;
    // Warm the servers once, then alternate cold loads.
    await load(browser, `http://localhost:${APP_PORT}/`, join(root, 'dist-sim'));
    await load(browser, `http://localhost:${FLOOR_PORT}/`, join(floorRoot, 'dist'));
    // Pairs until the first paint ratio's verdict is settled (3 to RUNS pairs).
    const pairs = await runUntilSettled(
      async () => ({
        project: await load(browser, `http://localhost:${APP_PORT}/`, join(root, 'dist-sim')),
        floor: await load(browser, `http://localhost:${FLOOR_PORT}/`, join(floorRoot, 'dist')),
      }),
      [{ pick: (pair) => pair.project.fcp / pair.floor.fcp, budget: 1.0 }],
      RUNS,
    );
    runs.project.push(...pairs.map((pair) => pair.project));
    runs.floor.push(...pairs.map((pair) => pair.floor));
    took('landing_loads');
  } finally {
    await browser.close();
    await lighthouseBrowser?.close();
    await new Promise((r) => project.httpServer.close(r));
    await new Promise((r) => floor.httpServer.close(r));
  }
  return runs;
}

function report() {
  console.log('');
  let over = 0;
  for (const { name, value, budget, cmp } of figures) {
    if (budget == null) {
      console.log(`${name} ${value} - info`);
      continue;
    }
    const ok = cmp === '>=' ? Number(value) >= budget : Number(value) <= budget;
    if (!ok) over++;
    console.log(`${name} ${value} ${budget.toFixed(2)} ${ok ? 'ok' : 'over'}`);
  }
  if (CHECK && over) {
    console.error(`${over} budget(s) over`);
    process.exit(1);
  }
  process.exit(0);
}

const addFigure = (r) =>
  r.budget == null ? info(r.name, r.value) : figure(r.name, r.value, r.budget, r.cmp);

await buildAll();
const runs = await measure();
// The live views under load (4x CPU), beside the floor page's start-up task for scale.
runs.room.forEach(addFigure);
if (ROOM_ONLY) report();
const p = runs.project;
const f = runs.floor;
const pEager = eagerBytes(join(root, 'dist-sim'));
const fEager = eagerBytes(join(floorRoot, 'dist'));
const pFcp = median(p.map((r) => r.fcp));
const fFcp = median(f.map((r) => r.fcp));
console.log(
  `first paint ms (4x CPU): project ${p.map((r) => r.fcp.toFixed(0)).join(' ')} | floor ${f.map((r) => r.fcp.toFixed(0)).join(' ')}`,
);

info('landing_eager_js_css_raw_kib', (pEager.raw / 1024).toFixed(1));
info('landing_eager_js_css_gzip_kib', (pEager.gz / 1024).toFixed(1));
info('floor_eager_js_css_gzip_kib', (fEager.gz / 1024).toFixed(1));
info('landing_eager_files', pEager.count);
figure('landing_eager_js_css_gzip_ratio', (pEager.gz / fEager.gz).toFixed(3), 1.0);
// The landing page carries no map, chart or live-stream runtime.
figure(
  'landing_heavy_modules',
  ['leaflet', 'google-protobuf', 'grpc-web'].filter((m) =>
    eagerText(join(root, 'dist-sim')).includes(m),
  ).length,
  0,
);
// Everything '/' loads before the network is idle, lazy listings included (informational).
info('landing_all_js_css_gzip_kib', (p[0].gz / 1024).toFixed(1));
info('landing_all_files', p[0].count);
info('landing_first_paint_ms', pFcp.toFixed(0));
info('floor_first_paint_ms', fFcp.toFixed(0));
// Paired ratios (each project load against the floor load right after it) cancel slow drift of the machine.
figure('landing_first_paint_ratio', median(p.map((r, i) => r.fcp / f[i].fcp)).toFixed(3), 1.0);
figure('landing_cls', Math.max(...p.map((r) => r.cls)).toFixed(3), 0);
if (existsSync(join(root, 'dist/index.html'))) {
  figure('simulator_in_production', markersInBuild('dist', SIM_MARKERS), 0);
  figure('quick_login_in_production', markersInBuild('dist', QUICK_LOGIN_MARKERS), 0);
  // Only the admin dashboard draws charts: one lazy chunk carries the library, none eagerly.
  const charts = chartChunks(join(root, 'dist'));
  figure('chart_chunks', charts.count, 1);
  figure('chart_chunks_eager', charts.eager, 0);
}
// Each document as a visitor downloads it (gzip): the shell every other address gets, and each
// prerendered page with its markup and its own critical styles, against its budget (KiB).
const DOCUMENT_BUDGET_KIB = { index: 4, 'pages/index': 32, 'pages/register': 44 };
const FORM_PAGE_KIB = 32;
const TEXT_PAGE_KIB = 16;
if (existsSync(join(root, 'dist/index.html'))) {
  const documents = [
    'index.html',
    ...filesUnder(join(root, 'dist/pages'), ['.html']).map((p) => relative(join(root, 'dist'), p)),
  ];
  for (const doc of documents) {
    // The blog's one document (blogs/_.html) serves every post.
    const name = doc.replace(/\.html$/, '').replace('/_', '/post');
    const kib = gzipSync(readFileSync(join(root, 'dist', doc)), { level: 9 }).length / 1024;
    const form = /login|forgot-password|help-center/.test(name);
    const budget = DOCUMENT_BUDGET_KIB[name] ?? (form ? FORM_PAGE_KIB : TEXT_PAGE_KIB);
    figure(`document_${name.replace(/[/_]+/g, '_')}_gzip_kib`, kib.toFixed(1), budget);
  }
}
if (existsSync(join(root, 'dist-staging/index.html')))
  figure('simulator_in_staging', markersInBuild('dist-staging', SIM_MARKERS), 0);
info('floor_longest_task_ms', median(f.map((r) => r.longestTask)).toFixed(0));
info('landing_longest_task_ms', median(p.map((r) => r.longestTask)).toFixed(0));
(await reducerFigures()).forEach(addFigure);
report();
