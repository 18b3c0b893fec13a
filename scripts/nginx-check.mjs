// Serves a staging or production build with nginx as deploy/ configures it, on a free local
// port, and checks what a visitor's browser gets: the security headers, caching, the pages of the
// public addresses and the app's page for every other one, compression, the backend routes; then
// loads the public pages and the sign-in pages in Chromium and fails on any Content-Security-
// Policy violation. There is no backend: its routes answer 502 and the app's requests fail,
// which is expected (only the policy counts in the browser).
//   npm run build && node scripts/nginx-check.mjs [--root dist]
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const repo = resolve(import.meta.dirname, '..');
const { values: flags } = parseArgs({ options: { root: { type: 'string', default: 'dist' } } });
const root = resolve(repo, flags.root);
const started = Date.now();

/** The headers every answer of the site carries besides the policy. */
const SECURITY_HEADERS = {
  'x-content-type-options': (v) => v === 'nosniff',
  'referrer-policy': (v) =>
    ['strict-origin-when-cross-origin', 'strict-origin', 'same-origin', 'no-referrer'].includes(v),
  'permissions-policy': (v) =>
    /(^|,\s*)geolocation=\(self\)/.test(v) &&
    ['camera', 'microphone', 'payment', 'usb'].every((f) =>
      new RegExp(`(^|,\\s*)${f}=\\(\\)`).test(v),
    ),
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** App routes without a page of their own: the app's index.html answers them. */
const APP_ROUTES = ['/dashboard', '/cases/1', '/admin/login', '/properties?view=map'];

let failures = 0;
const check = (ok, what) => {
  if (ok) console.log(`ok   ${what}`);
  else {
    failures++;
    console.log(`FAIL ${what}`);
  }
};

const index = readFileSync(join(root, 'index.html'));
const html = index.toString('utf8');
const metaPolicy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/
  .exec(html)?.[1]
  ?.replace(/&quot;/g, '"')
  .replace(/&#39;/g, "'")
  .replace(/&amp;/g, '&');
if (!metaPolicy) {
  console.error(`${root}/index.html has no Content-Security-Policy: build staging or production`);
  process.exit(1);
}
const headerPolicy = `${metaPolicy}; frame-ancestors 'none'`;

/** The prerendered public pages: [address, the document the build wrote for it] (its manifest). */
const manifest = join(root, 'pages', 'routes.json');
const views = existsSync(manifest)
  ? JSON.parse(readFileSync(manifest, 'utf8')).map(({ path, file }) => [
      path.replace(/:\w+/g, '1'),
      join(root, file),
    ])
  : [];
if (!views.length) {
  console.error('the build wrote no prerendered pages');
  process.exit(1);
}
const script = /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];

// nginx, as deploy/ configures it, in a folder of its own.
const run = mkdtempSync(join(tmpdir(), 'nginx-check-'));
// Workers started by root run as nobody: they must reach the folder.
chmodSync(run, 0o755);
const port = await new Promise((done) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = s.address();
    s.close(() => done(p));
  });
});
const base = `http://127.0.0.1:${port}`;
// NGINX_PATH, not NGINX: nginx reads a variable named NGINX as sockets handed over by an upgrade.
const nginxBin =
  process.env.NGINX_PATH ??
  ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ??
  'nginx';
const conf = join(run, 'conf');
const rendered = spawnSync(
  process.execPath,
  [
    join(repo, 'scripts/nginx-conf.mjs'),
    `--root=${root}`,
    `--out=${conf}`,
    `--run-dir=${run}`,
    `--listen=127.0.0.1:${port}`,
    '--workers=1',
    // Started as root, the workers would run as nobody, who may not read a checkout in a private
    // folder (a fresh clone under mktemp -d) nor write the run folder: they run as root here.
    ...(process.getuid?.() === 0 ? ['--user=root'] : []),
    // Nothing listens there: the backend's routes answer 502.
    '--api-upstream=http://127.0.0.1:9',
  ],
  { stdio: 'inherit' },
);
if (rendered.status !== 0) process.exit(1);
const brotli = existsSync(join(conf, 'brotli.conf'));
// Every path of the configuration is absolute: nginx keeps its own prefix, where the host's
// enabled modules (Debian's) name their files.
const nginxEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NGINX'));
const nginx = spawn(nginxBin, ['-c', join(conf, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: nginxEnv,
});
let nginxExited = false;
nginx.on('exit', () => (nginxExited = true));

function stop(code) {
  if (!nginxExited) nginx.kill('SIGTERM');
  if (code !== 0 && existsSync(join(run, 'error.log')))
    console.log(`nginx error log:\n${readFileSync(join(run, 'error.log'), 'utf8')}`);
  rmSync(run, { recursive: true, force: true });
  console.log(
    `nginx check: ${code === 0 ? 'passed' : `${failures} failed`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(code);
}

/** One GET, as curl makes it: the headers as sent and the body as sent (not decoded). */
const fetchRaw = (path, headers = {}) =>
  new Promise((done, failed) => {
    get(`${base}${path}`, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', failed);
  });

try {
  for (let i = 0; ; i++) {
    if (nginxExited) throw new Error('nginx did not start');
    try {
      await fetchRaw('/');
      break;
    } catch {
      if (i > 100) throw new Error('nginx does not answer');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const secured = (res, where) => {
    check(
      res.headers['content-security-policy'] === headerPolicy,
      `${where}: Content-Security-Policy is the page's policy with frame-ancestors 'none'`,
    );
    for (const [name, valid] of Object.entries(SECURITY_HEADERS))
      check(valid(String(res.headers[name] ?? '')), `${where}: ${name}: ${res.headers[name]}`);
  };
  const isPage = (res, file, where) => {
    check(res.status === 200, `${where}: 200 (${res.status})`);
    check(/^text\/html/.test(res.headers['content-type'] ?? ''), `${where}: text/html`);
    check(res.headers['cache-control'] === 'no-cache', `${where}: Cache-Control: no-cache`);
    check(res.body.equals(readFileSync(file)), `${where}: the page ${file.slice(root.length)}`);
  };

  // The public pages: each address its own prerendered document.
  for (const [address, file] of views) {
    const res = await fetchRaw(address);
    isPage(res, file, address);
    check(
      res.body.includes('<div id="root" data-prerendered>'),
      `${address}: carries its prerendered page`,
    );
    secured(res, address);
  }
  // Every other address: the app's page.
  for (const route of APP_ROUTES) {
    const res = await fetchRaw(route);
    isPage(res, join(root, 'index.html'), route);
    if (route === APP_ROUTES[0]) secured(res, route);
  }

  // Hashed files: a year, compressed.
  check(Boolean(script), `index.html loads a hashed script (${script})`);
  const asset = await fetchRaw(script);
  check(asset.status === 200, `${script}: 200`);
  check(asset.headers['cache-control'] === IMMUTABLE, `${script}: Cache-Control: ${IMMUTABLE}`);
  check(/javascript/.test(asset.headers['content-type'] ?? ''), `${script}: a script type`);
  secured(asset, script);
  const file = readFileSync(join(root, script));
  const gz = await fetchRaw(script, { 'Accept-Encoding': 'gzip' });
  check(gz.headers['content-encoding'] === 'gzip', `${script}: Content-Encoding: gzip`);
  check(
    gz.headers['content-encoding'] === 'gzip' && gunzipSync(gz.body).equals(file),
    `${script}: gzip decodes to the file (${gz.body.length} of ${file.length} bytes)`,
  );
  check(/Accept-Encoding/i.test(gz.headers.vary ?? ''), `${script}: Vary: Accept-Encoding`);
  if (brotli) {
    const br = await fetchRaw(script, { 'Accept-Encoding': 'br' });
    check(
      br.headers['content-encoding'] === 'br' && brotliDecompressSync(br.body).equals(file),
      `${script}: Content-Encoding: br`,
    );
  } else console.log(`--   brotli: nginx has no brotli module here`);
  const page = await fetchRaw('/', { 'Accept-Encoding': 'gzip' });
  check(page.headers['content-encoding'] === 'gzip', '/: the page is sent gzipped');

  // What is not a page: a missing hashed file, the server's header file, the backend.
  const missing = await fetchRaw('/assets/no-such-chunk-00000000.js');
  check(missing.status === 404, `a missing hashed file: 404 (${missing.status})`);
  check(!missing.headers['cache-control'], 'a missing hashed file: not cached');
  secured(missing, 'a 404');
  check((await fetchRaw('/csp-header.conf')).status === 404, '/csp-header.conf: 404');
  for (const path of [
    '/api/auctions/servertime',
    '/connect/token',
    '/auction.AuctionSubscription/Subscribe',
  ])
    check(
      (await fetchRaw(path)).status === 502,
      `${path}: passed to the backend (502 without one)`,
    );

  // The browser: no policy violation on the public pages and the sign-in pages.
  const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
  const browser = await chromium.launch({
    executablePath:
      process.env.CHROMIUM_PATH ??
      (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const visit = async ([address, file]) => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const violations = [];
    const otherErrors = [];
    await tab.exposeFunction('reportViolation', (v) => violations.push(v));
    await tab.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        window.reportViolation(
          `${e.violatedDirective}: ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
        ),
      ),
    );
    tab.on('console', (m) => {
      if (m.type() !== 'error') return;
      if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
      else otherErrors.push(m.text());
    });
    tab.on('pageerror', (e) => otherErrors.push(String(e)));
    await tab.goto(`${base}${address}`, { waitUntil: 'load' });
    const prerendered = await tab.evaluate(
      () => !!document.querySelector('#root[data-prerendered]'),
    );
    if (file) check(prerendered, `chromium ${address}: shows its prerendered page`);
    // A visitor arrives: the app starts and adopts the page (or renders one, elsewhere).
    await tab.mouse.move(20, 20);
    await tab.waitForFunction(() => !document.querySelector('#root[data-prerendered]'), null, {
      timeout: 15_000,
    });
    await tab.waitForFunction(() => !!document.querySelector('#main h1, #main h2'), null, {
      timeout: 15_000,
    });
    await tab.waitForLoadState('networkidle').catch(() => {});
    const seen = [...new Set(violations)];
    check(
      seen.length === 0,
      `chromium ${address}: the app renders with no policy violation` +
        (seen.length ? ` (${seen.length}):\n       ${seen.slice(0, 3).join('\n       ')}` : ''),
    );
    // React's hydration mismatches (minified in a production build: errors 418, 419, 423, 425).
    const mismatches = otherErrors.filter((e) =>
      /Hydration|react\.dev\/errors\/4(18|19|23|25)/.test(e),
    );
    check(
      mismatches.length === 0,
      `chromium ${address}: adopted with no hydration mismatch ${mismatches.join(' | ')}`,
    );
    const unexpected = otherErrors.filter(
      (e) => !/Failed to load resource|status of 50\d|Network Error|AxiosError/.test(e),
    );
    if (unexpected.length)
      console.log(`--   chromium ${address}: other errors: ${unexpected.join(' | ')}`);
    await context.close();
  };
  const pages = [...views, ['/admin/login', null]];
  // Three at a time: the machine's cores, with room for the server.
  for (let i = 0; i < pages.length; i += 3) await Promise.all(pages.slice(i, i + 3).map(visit));
  await browser.close();
} catch (error) {
  failures++;
  console.log(`FAIL ${error instanceof Error ? error.message : error}`);
}
stop(failures ? 1 : 0);
