import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';
import {
  FIRST_VIEW_ATTR,
  FIRST_VIEW_END_ID,
  FIRST_VIEW_PROMPT_ID,
} from '../app/firstView/flags.ts';

/** The built first views of the public pages (src/app/firstView/render.tsx). */
interface FirstViewModule {
  renderFirstView(): {
    views: Record<string, string>;
    prompt: string;
    styles: string;
    signedInStyles: string;
  };
  firstViewScript(): string;
}

const RENDER_MODULE = '/src/app/firstView/render.tsx';
/** The module of the signed-in widgets' built styles (a string; empty in development). */
const SIGNED_IN_STYLES = 'virtual:signed-in-styles';
/** The placeholder in index.html's #root that the first view goes beside. */
const BOOT_HEADER = /<div class="boot-header"[\s\S]*?<\/div>/;

/**
 * Builds the public pages' first views into index.html: the landing layout with the home, terms,
 * privacy, help-center, FAQ and blog pages as a visitor sees them, the sign-in layout with the
 * registration form (and the mobile-app prompt), rendered from the app's own components with
 * their styles, plus the head script that shows a visitor the view of the address. Other
 * addresses and signed-in users keep the plain boot header until the app renders; the styles of
 * the widgets their screens show first are a module of their own, which the app adds then.
 */
export function firstViewPlugin(): Plugin {
  let config: ResolvedConfig;
  let rendered: Promise<{
    module: FirstViewModule;
    view: ReturnType<FirstViewModule['renderFirstView']>;
  }>;
  /** The first views, rendered once a build. */
  const render = () =>
    (rendered ??= runnerImport<FirstViewModule>(RENDER_MODULE, {
      configFile: false,
      root: config.root,
      mode: config.mode,
      envDir: config.envDir,
      define: config.define,
      resolve: { alias: config.resolve.alias },
      logLevel: 'error',
    }).then(({ module }) => ({ module, view: module.renderFirstView() })));
  return {
    name: 'bidright-first-view',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === SIGNED_IN_STYLES ? `\0${SIGNED_IN_STYLES}` : undefined;
    },
    async load(id) {
      if (id !== `\0${SIGNED_IN_STYLES}`) return undefined;
      const styles = config.command === 'build' ? (await render()).view.signedInStyles : '';
      return `export default ${JSON.stringify(styles)};`;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (config.command !== 'build') return html;
        const { module, view } = await render();
        if (!BOOT_HEADER.test(html))
          throw new Error('index.html has no boot header for the first view');
        // Replaced through functions, so no '$' in the markup is read as a pattern.
        const names = Object.keys(view.views);
        // Each view shows only when the head script has named it.
        const shown = names
          .map((name) => `html[${FIRST_VIEW_ATTR}='${name}'] .first-view[data-view='${name}']`)
          .join(',\n');
        const markup = names
          .map((name) => `<div class="first-view" data-view="${name}">${view.views[name]}</div>`)
          .join('');
        return html
          .replace(
            '</head>',
            () =>
              `<style>${shown} {\n  display: block;\n}</style>\n${view.styles}\n` +
              `<script>${module.firstViewScript()}</script>\n</head>`,
          )
          .replace(
            BOOT_HEADER,
            (bootHeader) =>
              `${bootHeader}${markup}` +
              `<div class="first-view-prompt" id="${FIRST_VIEW_PROMPT_ID}">${view.prompt}</div>` +
              `<div id="${FIRST_VIEW_END_ID}" hidden></div>`,
          );
      },
    },
  };
}
