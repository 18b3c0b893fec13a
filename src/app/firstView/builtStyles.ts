/**
 * antd's built styles as the page carries them: <style> elements marked with their hash, and one
 * element naming every built style's path, by which antd knows not to generate them again.
 */
const STYLE = /<style\b[^>]*>[\s\S]*?<\/style>/g;
const HASH = /\bdata-css-hash="([^"]*)"/;
/** The attribute of antd's map of built style paths. */
const PATH_MAP_ATTR = 'data-ant-cssinjs-cache-path';
const PATH_MAP = new RegExp(`\\b${PATH_MAP_ATTR}\\b`);

const stylesOf = (html: string) => html.match(STYLE) ?? [];

/**
 * The styles in `after` (a later extract of the same cache) that `before` has not, followed by the
 * path map of `after`: added to a page that has `before`, in place of its own map, the page then
 * has all of `after`.
 */
export function addedStyles(before: string, after: string): string {
  const had = new Set(
    stylesOf(before)
      .map((s) => HASH.exec(s)?.[1])
      .filter(Boolean),
  );
  const styles = stylesOf(after);
  const map = styles.find((s) => PATH_MAP.test(s));
  const added = styles.filter((s) => !PATH_MAP.test(s) && !had.has(HASH.exec(s)?.[1]));
  return added.length && map ? [...added, map].join('') : '';
}

/**
 * Adds styles made by addedStyles to the page: the page's own path map gives way to the one that
 * names them too. Called before the application renders (antd reads the map once, when it first
 * styles something).
 */
export function addBuiltStyles(doc: Document, styles: string): void {
  if (!styles) return;
  doc.querySelector(`style[${PATH_MAP_ATTR}]`)?.remove();
  doc.head.insertAdjacentHTML('beforeend', styles);
}
