import styles from 'virtual:shell-styles';

/**
 * Adds the built antd styles of the public pages and the signed-in screens' first widgets
 * (src/build/prerender.ts) to a page the app renders from the shell, before its first render:
 * antd reads the map of built styles once, when it first styles something, and then generates
 * none of those again.
 */
export function addShellStyles(doc: Document): void {
  if (!styles) return;
  // A prerendered page's own map gives way to this one, which names its styles too.
  doc.querySelector('style[data-ant-cssinjs-cache-path]')?.remove();
  doc.head.insertAdjacentHTML('beforeend', styles);
}
