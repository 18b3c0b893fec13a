import { runnerImport, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { APP_CODE_META, NEXT_CODE_META, NEXT_PAGES } from '../app/prerender/appCode.ts';
import { NEXT_PAGES_META } from '../lib/pagesAhead.ts';
import { PRERENDERED_ATTR, PROMPT_ROOT_ID } from '../app/prerender/documentFlags.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
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
  lazyModules: LazyModules;
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

/** What a prerendered page's document lists for the entry to fetch once the page has loaded. */
export interface CodeAhead {
  /** A page whole without the application: the application's code and the page's own. */
  appCode?: string[];
  /** The addresses of the pages a visitor is likely to open next (their documents). */
  nextPages?: string[];
  /** The code of those pages that this one does not load already. */
  nextCode?: string[];
}

const listMeta = (name: string, items: string[] | undefined) =>
  items && items.length > 0 ? [`<meta name="${name}" content="${items.join(' ')}">`] : [];

/**
 * A prerendered page's document, made from the built shell (its scripts, styles, policy and head
 * script as they are): the page's title, its hints and antd styles, what it fetches ahead (read by
 * src/app/prerender/appCode.ts), its markup in #root, and the mobile-app prompt beside it (shown by
 * the head script's flag). Replaced through functions, so no '$' in the markup is read as a
 * pattern.
 */
export function documentOf(shell: string, page: PrerenderedPage, ahead: CodeAhead = {}): string {
  if (!SHELL_ROOT.test(shell)) throw new Error('index.html has no #root with the boot header');
  const url = (files: string[] | undefined) => files?.map((f) => `/${f}`);
  const unruled = ahead.nextPages?.filter((p) => !(NEXT_PAGES as readonly string[]).includes(p));
  if (unruled?.length) throw new Error(`no speculation rule fetches ${unruled.join(', ')} ahead`);
  // Only a page whole without the application fetches ahead: any other page loads the
  // application and then its content at once, which what is fetched ahead would hold up (the blog
  // post's Lighthouse score went from 89 to 78 with the next pages fetched beside it).
  const metas = page.startsOnArrival
    ? [
        ...listMeta(APP_CODE_META, url(ahead.appCode)),
        ...listMeta(NEXT_PAGES_META, ahead.nextPages),
        ...listMeta(NEXT_CODE_META, url(ahead.nextCode)),
      ]
    : [];
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)} | Bidright</title>`)
    .replace('</head>', () => [page.head, ...metas, '</head>'].join('\n'))
    .replace(
      SHELL_ROOT,
      () =>
        `<div id="root" ${PRERENDERED_ATTR}>${page.markup}</div>` +
        `<div id="${PROMPT_ROOT_ID}">${page.prompt}</div>`,
    );
}

/**
 * The modules that load the prerendered pages' lazy screens and layouts, each list in the order
 * of its object's keys: `PAGE_SCREENS` (prerender/pageScreens.ts, by route) and `LAYOUTS`
 * (layoutModules.ts, by layout name).
 */
export interface LazyModules {
  screens: { module: string; keys: string[] };
  layouts: { module: string; keys: string[] };
}

/** What the bundle knows of a source module: the modules it imports lazily, in source order. */
export type ModuleInfoOf = (id: string) => { dynamicallyImportedIds: readonly string[] } | null;

/**
 * The most code a page fetches ahead for the next pages (the files' gzip bytes): with their
 * headers (about 0.3 KiB a file) a phone's visitor who never opens them pays at most 100 KiB.
 */
export const NEXT_CODE_BUDGET = 90 * 1024;

const chunksOf = (bundle: Rollup.OutputBundle) =>
  Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');

/** The files `from` and every chunk they import (statically), transitively. */
function closureOf(bundle: Rollup.OutputBundle, from: string[]): Set<string> {
  const byName = new Map(chunksOf(bundle).map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (names: readonly string[]) => {
    for (const name of names)
      if (!seen.has(name)) {
        seen.add(name);
        visit(byName.get(name)?.imports ?? []);
      }
  };
  visit(from);
  return seen;
}

/**
 * The code ahead of each prerendered page. The application's code is the start chunk and what it
 * imports; a page's own code is its layout's and its screen's chunks (with the lazy parts its
 * screen imports, which it shows at once) and what they import; the next pages' code is theirs,
 * less what this page loads anyway, page by page while within NEXT_CODE_BUDGET. Nothing the entry
 * loads itself is listed.
 */
export function codeAheadOf(
  bundle: Rollup.OutputBundle,
  infoOf: ModuleInfoOf,
  lazy: LazyModules,
): (page: PrerenderedPage) => CodeAhead {
  const chunks = chunksOf(bundle);
  const moduleIds = chunks.flatMap((c) => c.moduleIds);
  /** The modules a module imports lazily, by its object's keys. */
  const lazyByKey = ({ module, keys }: { module: string; keys: string[] }) => {
    const id = moduleIds.find((m) => m.endsWith(module));
    const imported = (id && infoOf(id)?.dynamicallyImportedIds) || [];
    if (imported.length !== keys.length)
      throw new Error(`${module} imports ${imported.length} modules lazily, not ${keys.length}`);
    return new Map(keys.map((key, i) => [key, imported[i]]));
  };
  const screens = lazyByKey(lazy.screens);
  const layouts = lazyByKey(lazy.layouts);
  const chunkOf = (id: string) =>
    (chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id)))
      ?.fileName;
  const pageCode = (route: string, layout: string) => {
    const modules = [layouts.get(layout), screens.get(route)].filter((m) => m !== undefined);
    const withParts = modules.flatMap((m) => [m, ...(infoOf(m)?.dynamicallyImportedIds ?? [])]);
    return closureOf(
      bundle,
      withParts.map(chunkOf).filter((f) => f !== undefined),
    );
  };
  const entry = chunks.find((c) => c.isEntry);
  const start = chunks.find((c) => c.facadeModuleId?.endsWith('/src/app/start.tsx'));
  if (!entry || !start) throw new Error('the bundle has no entry or no start chunk');
  const loaded = closureOf(bundle, [entry.fileName]);
  const appCode = closureOf(bundle, [start.fileName]);
  const sizes = new Map(chunks.map((c) => [c.fileName, gzipSync(c.code).length]));
  return (page) => {
    const own = new Set([...appCode, ...pageCode(page.route, page.layout)]);
    // The next pages in the order a visitor is likely to open them, each whole while they fit.
    const nextCode = new Set<string>();
    let size = 0;
    for (const next of page.next) {
      const more = [...pageCode(next.route, next.layout)].filter(
        (f) => !own.has(f) && !loaded.has(f) && !nextCode.has(f),
      );
      const moreSize = more.reduce((sum, f) => sum + (sizes.get(f) ?? 0), 0);
      if (size + moreSize > NEXT_CODE_BUDGET) break;
      size += moreSize;
      for (const f of more) nextCode.add(f);
    }
    return {
      appCode: [...own].filter((f) => !loaded.has(f)),
      nextPages: page.next.map((n) => n.route),
      nextCode: [...nextCode],
    };
  };
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
      const { pages, lazyModules } = await render();
      const aheadOf = codeAheadOf(bundle, (id) => this.getModuleInfo(id), lazyModules);
      for (const page of pages)
        this.emitFile({
          type: 'asset',
          fileName: page.file,
          source: documentOf(html, page, aheadOf(page)),
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
