/**
 * The build's entry into the renderer: every prerendered page, rendered as this module loads (the
 * build imports it once, through a module runner that is closed once the import is done, so the
 * pages' lazy modules must be loaded before then), the head script, and the shell's styles.
 */
import { documentFlagsScript, renderPages, renderShellStyles } from './renderPage';
import { LAYOUTS } from '../layoutModules';
import { PAGE_SCREENS } from './pageScreens';

export const pages = await renderPages();
export const headScript = documentFlagsScript();
export const shellStyles = await renderShellStyles();
/** The modules that load the pages' lazy screens and layouts, for the code each page lists. */
export const lazyModules = {
  screens: { module: '/src/app/prerender/pageScreens.ts', keys: Object.keys(PAGE_SCREENS) },
  layouts: { module: '/src/app/layoutModules.ts', keys: Object.keys(LAYOUTS) },
};
