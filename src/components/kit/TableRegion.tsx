import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** The parts of an antd table that scroll: the content sideways, the body when its height is set. */
const SCROLLERS = '.ant-table-content, .ant-table-body';

/** The table's own name (its `aria-label`), else the title of the card it sits in. */
function nameOf(holder: HTMLElement) {
  const own = holder
    .querySelector(':scope > [aria-label], table[aria-label]')
    ?.getAttribute('aria-label');
  const card = holder.closest('.ant-card')?.querySelector('.ant-card-head-title')?.textContent;
  return own ?? card ?? 'Table';
}

/**
 * Holds a table that may scroll sideways (`scroll={{ x: … }}`): while the table is wider than
 * its place, the part that scrolls is a focusable region named after the table, so a keyboard
 * reaches it and moves it with the arrow keys and a screen reader announces what it holds; the
 * page itself never scrolls sideways. A table that fits gets no extra tab stop. Without a
 * `label` the region takes the table's own name or its card's title.
 */
export function TableRegion({ label, children }: { label?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const holder = ref.current;
    if (!holder) return;
    const mark = () => {
      const name = label ?? nameOf(holder);
      for (const el of holder.querySelectorAll<HTMLElement>(SCROLLERS)) {
        if (el.scrollWidth > el.clientWidth) {
          el.tabIndex = 0;
          el.setAttribute('role', 'region');
          if (el.getAttribute('aria-label') !== name) el.setAttribute('aria-label', name);
        } else {
          el.removeAttribute('tabindex');
          el.removeAttribute('role');
          el.removeAttribute('aria-label');
        }
      }
    };
    mark();
    const sizes = new ResizeObserver(mark);
    sizes.observe(holder);
    for (const el of holder.querySelectorAll(SCROLLERS)) sizes.observe(el);
    // Rows arriving (or the table replacing its parts) change what scrolls.
    const changes = new MutationObserver(mark);
    changes.observe(holder, { childList: true, subtree: true });
    return () => {
      sizes.disconnect();
      changes.disconnect();
    };
  }, [label]);
  return <div ref={ref}>{children}</div>;
}
