import { runnerImport, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { APP_CODE_META } from '../app/prerender/appCode.ts';
import { PRERENDERED_ATTR, PROMPT_ROOT_ID } from '../app/prerender/documentFlags.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  documentFor,
  PAGES_DIR,
  SHELL_DOCUMENT,
  type PrerenderedPage,
} from '../app/prerenderedDocuments.ts';

/** The build-time renderer's results (src/app/prerender/renderedPages.ts). */
interface RenderedPages {
  pages: PrerenderedPage[];
  headScript: string;
  shellStyles: string;
}

/** The module of the shell's built antd styles (a string; empty in development). */
const SHELL_STYLES = 'virtual:shell-styles';

const RENDER_MODULE = '/src/app/prerender/renderedPages.ts';
/**
 * The prerendered routes and their documents (`[{ path, file }]`), written beside them for the
 * preview server and the web server's check (scripts/nginx-check.mjs).
 */
export const PAGES_MANIFEST = `${PAGES_DIR}/routes.json`;
/** The placeholder in index.html's #root: the header bar the shell paints until the app renders. */
const SHELL_ROOT = /<div id="root">\s*<div class="boot-header"[\s\S]*?<\/div>\s*<\/div>/;

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A prerendered page's document, made from the built shell (its scripts, styles, policy and head
 * script as they are): the page's title, its hints and antd styles, its markup in #root, and the mobile-app
 * prompt beside it (shown by the head script's flag). Replaced through functions, so no '$' in
 * the markup is read as a pattern.
 */
export function documentOf(shell: string, page: PrerenderedPage, appCode: string[] = []): string {
  if (!SHELL_ROOT.test(shell)) throw new Error('index.html has no #root with the boot header');
  // Fetched after the load by the entry (src/app/prerender/appCode.ts), not by the document.
  const prefetch =
    page.startsOnArrival && appCode.length > 0
      ? [`<meta name="${APP_CODE_META}" content="${appCode.map((f) => `/${f}`).join(' ')}">`]
      : [];
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)} | Bidright</title>`)
    .replace('</head>', () => [page.head, ...prefetch, '</head>'].join('\n'))
    .replace(
      SHELL_ROOT,
      () =>
        `<div id="root" ${PRERENDERED_ATTR}>${page.markup}</div>` +
        `<div id="${PROMPT_ROOT_ID}">${page.prompt}</div>`,
    );
}

/**
 * The application's own code, as the entry's `import('./app/start')` loads it: the start chunk and
 * every chunk it imports that the entry does not already load.
 */
export function appCodeOf(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (from: string[], seen = new Set<string>()) => {
    for (const name of from)
      if (!seen.has(name)) {
        seen.add(name);
        closure(byName.get(name)?.imports ?? [], seen);
      }
    return seen;
  };
  const entry = chunks.find((c) => c.isEntry);
  const start = chunks.find((c) => c.facadeModuleId?.endsWith('/src/app/start.tsx'));
  if (!entry || !start) return [];
  const loaded = closure([entry.fileName]);
  return [...closure([start.fileName])].filter((name) => !loaded.has(name));
}

/**
 * Prerenders the public pages the route table marks: each is written to a document of its own
 * (src/app/prerenderedDocuments.ts) made from the built index.html, which stays the small shell
 * of every other address. Every document, the shell included, gets the head script that sets the
 * prompt and signed-in flags before the first paint; the shell's antd styles are a module of
 * their own (`virtual:shell-styles`), which a page rendered from the shell adds as it starts. `vite preview` serves each address its
 * document, as deploy/site.conf does.
 */
export function prerenderPlugin(): Plugin[] {
  let config: ResolvedConfig;
  let rendered: Promise<RenderedPages> | undefined;
  const render = () =>
    (rendered ??= runnerImport<RenderedPages>(RENDER_MODULE, {
      configFile: false,
      root: config.root,
      mode: config.mode,
      envDir: config.envDir,
      define: config.define,
      resolve: { alias: config.resolve.alias },
      logLevel: 'error',
    }).then(({ module }) => module));
  // Two parts: the head script goes in before the policy (cspPlugin, after this one) hashes the
  // page's inline scripts; the documents are made once the shell is final, after Vite's own
  // HTML plugin has written it ('post').
  const headScript: Plugin = {
    name: 'bidright-prerender-head',
    configResolved(resolved) {
      config = resolved;
      rendered = undefined;
    },
    resolveId(id) {
      return id === SHELL_STYLES ? `\0${SHELL_STYLES}` : undefined;
    },
    async load(id) {
      if (id !== `\0${SHELL_STYLES}`) return undefined;
      const styles = config.command === 'build' ? (await render()).shellStyles : '';
      return `export default ${JSON.stringify(styles)};`;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (config.command !== 'build') return html;
        const { headScript } = await render();
        return html.replace('</head>', () => `<script>${headScript}</script>\n</head>`);
      },
    },
  };
  const documents: Plugin = {
    name: 'bidright-prerender-documents',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const shell = bundle[SHELL_DOCUMENT] as Rollup.OutputAsset | undefined;
      if (!shell) return;
      const html = typeof shell.source === 'string' ? shell.source : String(shell.source);
      const { pages } = await render();
      const appCode = appCodeOf(bundle);
      for (const page of pages)
        this.emitFile({
          type: 'asset',
          fileName: page.file,
          source: documentOf(html, page, appCode),
        });
      const manifest = pages.map((page) => ({ path: page.route, file: page.file }));
      this.emitFile({ type: 'asset', fileName: PAGES_MANIFEST, source: JSON.stringify(manifest) });
    },
    configurePreviewServer(server) {
      const manifest = join(server.config.root, server.config.build.outDir, PAGES_MANIFEST);
      // A build from before the prerendered pages has none: every address gets the shell.
      const paths = existsSync(manifest)
        ? (JSON.parse(readFileSync(manifest, 'utf8')) as { path: string }[]).map((p) => p.path)
        : [];
      server.middlewares.use((req, _res, next) => {
        const wantsPage = req.method === 'GET' && /text\/html/.test(req.headers.accept ?? '');
        if (wantsPage && req.url) {
          const url = new URL(req.url, 'http://localhost');
          const file = documentFor(url.pathname, paths);
          if (file !== SHELL_DOCUMENT) req.url = `/${file}${url.search}`;
        }
        next();
      });
    },
  };
  return [headScript, documents];
}
