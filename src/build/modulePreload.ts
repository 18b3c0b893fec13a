import type { Plugin } from 'vite';

interface ChunkInfo {
  imports: readonly string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/** The module whose chunk starts the application (main.tsx imports it). */
const APP_START = /\/src\/app\/start\.tsx$/;
/** A visitor's blog post loads before the application: its few modules load side by side. */
const BLOG_POST = /(^|\/)blogPost-[\w-]+\.js$/;

export interface ModulePreload {
  /** Records the chunk graph of the build being written (before the preload lists are). */
  plugin: Plugin;
  /** For `build.modulePreload.resolveDependencies`. */
  resolveDependencies(
    filename: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ): string[];
}

/**
 * Which chunks a dynamic import preloads (`<link rel=modulepreload>`, added by Vite's preload
 * helper when the import is called, so they load in parallel instead of one level of the module
 * graph after another):
 *
 * - What the entry imports (the application's start, before any screen) preloads only its CSS,
 *   but for a visitor's blog post: the start's own graph loads through the browser, as the
 *   page's start-up always has.
 * - Every other import (a screen, a layout, a screen's lazy part, a route's opening) preloads
 *   every chunk it needs that is not loaded already: neither the importing chunk's own static
 *   graph nor the application start's, which are in the page by then. A screen whose modules
 *   came in about four rounds of requests now has them in one.
 */
export function modulePreload(): ModulePreload {
  let chunks = new Map<string, ChunkInfo>();
  let loadedFirst = new Set<string>();

  const closure = (file: string, into = new Set<string>()) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const dep of chunks.get(file)?.imports ?? []) closure(dep, into);
    return into;
  };

  return {
    plugin: {
      name: 'bidright:module-preload-graph',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          chunks = new Map();
          for (const [file, chunk] of Object.entries(bundle))
            if (chunk.type === 'chunk')
              chunks.set(file, {
                imports: chunk.imports,
                isEntry: chunk.isEntry,
                facadeModuleId: chunk.facadeModuleId,
              });
          const start = [...chunks].find(
            ([, c]) => c.facadeModuleId && APP_START.test(c.facadeModuleId),
          );
          loadedFirst = start ? closure(start[0]) : new Set();
        },
      },
    },
    resolveDependencies(filename, deps, { hostId, hostType }) {
      const css = deps.filter((dep) => dep.endsWith('.css'));
      if (hostType === 'html') return css;
      if (chunks.get(hostId)?.isEntry ?? true) return BLOG_POST.test(filename) ? deps : css;
      const loaded = closure(hostId, new Set(loadedFirst));
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
