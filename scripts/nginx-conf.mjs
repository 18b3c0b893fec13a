// Renders the nginx configuration of deploy/ for one host: fills in the BIDRIGHT_* settings and
// writes nginx.conf (a whole configuration, for `nginx -c`), site.conf (the server block alone,
// for a host's own nginx.conf) and the files they include into one folder (docs/deploy.md).
//   BIDRIGHT_API_UPSTREAM=http://10.0.0.5:5000 node scripts/nginx-conf.mjs --out /etc/nginx/bidright
// Each setting is an environment variable or a flag of the same name (--root, --listen, ...).
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const repo = resolve(import.meta.dirname, '..');
const DEPLOY = join(repo, 'deploy');
/** The files of deploy/ that are rendered (brotli.conf only where nginx has the module). */
const FILES = ['nginx.conf', 'site.conf', 'headers.conf', 'proxy.conf', 'mime.types'];
/** The header file the build writes beside its page (src/build/csp.ts). */
const CSP_HEADER_FILE = 'csp-header.conf';

/** Each setting: its flag, and its default when neither the flag nor the variable is given. */
const SETTINGS = {
  /** The built site: `npm run build` (production) or `npm run build:staging`. */
  root: ['BIDRIGHT_ROOT', 'dist'],
  /** Where the rendered files go. */
  out: ['BIDRIGHT_CONF_DIR', 'dist-nginx'],
  /** What nginx listens on: a port or address:port. */
  listen: ['BIDRIGHT_LISTEN', '8080'],
  server_name: ['BIDRIGHT_SERVER_NAME', '_'],
  /** The backend's REST side (/api, /connect/token): a placeholder until it is set. */
  api_upstream: ['BIDRIGHT_API_UPSTREAM', 'http://127.0.0.1:5000'],
  /** The backend's grpc-web side (the live stream): the REST backend unless set. */
  grpc_upstream: ['BIDRIGHT_GRPC_UPSTREAM', ''],
  /** Where the whole configuration keeps its pid, logs and temporary files. */
  run_dir: ['BIDRIGHT_RUN_DIR', ''],
  workers: ['BIDRIGHT_WORKERS', 'auto'],
  /** The host's enabled dynamic modules (Debian's), loaded by the whole configuration. */
  modules_dir: ['BIDRIGHT_MODULES_DIR', '/etc/nginx/modules-enabled'],
  /** Brotli: on, off, or auto (on when the modules folder enables the brotli filter). */
  brotli: ['BIDRIGHT_BROTLI', 'auto'],
  /**
   * The user the workers run as when nginx starts as root (nginx's own default, `nobody`, when
   * unset): it must be able to read the built site and write the run folder.
   */
  user: ['BIDRIGHT_USER', ''],
};

const { values: flags } = parseArgs({
  options: Object.fromEntries(
    Object.keys(SETTINGS).map((name) => [name.replace(/_/g, '-'), { type: 'string' }]),
  ),
});
const setting = (name) => {
  const [variable, fallback] = SETTINGS[name];
  return flags[name.replace(/_/g, '-')] ?? process.env[variable] ?? fallback;
};

const root = resolve(setting('root'));
const out = resolve(setting('out'));
const runDir = resolve(setting('run_dir') || join(out, 'run'));
const apiUpstream = setting('api_upstream');
const grpcUpstream = setting('grpc_upstream') || apiUpstream;
const modulesDir = setting('modules_dir');

function fail(message) {
  console.error(`nginx-conf: ${message}`);
  process.exit(1);
}

if (!existsSync(join(root, 'index.html'))) fail(`no built site in ${root} (npm run build)`);
if (!existsSync(join(root, CSP_HEADER_FILE)))
  fail(`${root} has no ${CSP_HEADER_FILE}: only staging and production builds carry the policy`);
for (const url of [apiUpstream, grpcUpstream])
  if (!/^https?:\/\/[^/\s;]+$/.test(url))
    fail(`an upstream is a scheme and a host, without a path: ${url}`);
if (!/^[\w.:[\]]+$/.test(setting('listen')))
  fail(`not an address to listen on: ${setting('listen')}`);
if (!/^[\w.-]*$/.test(setting('user'))) fail(`not a user name: ${setting('user')}`);

const enabledModules =
  modulesDir && existsSync(modulesDir)
    ? readdirSync(modulesDir).filter((f) => f.endsWith('.conf'))
    : [];
const brotliSetting = setting('brotli');
const brotli =
  brotliSetting === 'auto' ? enabledModules.some((f) => /brotli/.test(f)) : brotliSetting === 'on';

const values = {
  BIDRIGHT_ROOT: root,
  BIDRIGHT_CONF_DIR: out,
  BIDRIGHT_LISTEN: setting('listen'),
  BIDRIGHT_SERVER_NAME: setting('server_name'),
  BIDRIGHT_API_UPSTREAM: apiUpstream,
  BIDRIGHT_GRPC_UPSTREAM: grpcUpstream,
  BIDRIGHT_RUN_DIR: runDir,
  BIDRIGHT_WORKERS: setting('workers'),
  BIDRIGHT_MODULES: enabledModules.length ? `include ${modulesDir}/*.conf;` : '',
  BIDRIGHT_USER: setting('user') ? `user ${setting('user')};` : '',
};

/** A file of deploy/ with its settings filled in; a setting it names that is unknown fails. */
function render(file) {
  return readFileSync(join(DEPLOY, file), 'utf8').replace(/\$\{(BIDRIGHT_\w+)\}/g, (_, name) => {
    if (!(name in values)) fail(`deploy/${file} names an unknown setting ${name}`);
    return values[name];
  });
}

mkdirSync(out, { recursive: true });
mkdirSync(runDir, { recursive: true });
for (const file of FILES) writeFileSync(join(out, file), render(file));
if (brotli) writeFileSync(join(out, 'brotli.conf'), render('brotli.conf'));
else rmSync(join(out, 'brotli.conf'), { force: true });
console.log(
  `nginx-conf: ${out}/nginx.conf serves ${root} on ${values.BIDRIGHT_LISTEN}, ` +
    `backend ${apiUpstream}${grpcUpstream === apiUpstream ? '' : ` (live stream ${grpcUpstream})`}, ` +
    `brotli ${brotli ? 'on' : 'off'}`,
);
