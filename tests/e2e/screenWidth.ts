import { expect, type Page } from '@playwright/test';

/** A phone held upright (an iPhone's 375 CSS px), with a touch screen. */
export const PHONE = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
} as const;

/**
 * The page itself does not scroll sideways, and nothing on it reaches past the screen's right
 * edge where no scrolling region of its own holds it (a wide table scrolls inside its region): a
 * layout that clips its overflow would otherwise hide what is cut off from the page's width.
 */
export async function expectNoSidewaysScroll(page: Page, screen: string) {
  const { scrollWidth, width, pastEdge } = await page.evaluate(() => {
    // The layout viewport's width: a phone browser widens window.innerWidth to fit a page wider
    // than the screen (it zooms out), so that figure would always fit.
    const width = document.documentElement.clientWidth;
    const edge = width + 1;
    const scrolls = (el: Element) => /auto|scroll/.test(getComputedStyle(el).overflowX);
    const heldBy = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement)
        if (scrolls(up)) return up.getBoundingClientRect().right <= edge;
      return false;
    };
    const pastEdge: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const box = el.getBoundingClientRect();
      if (box.right <= edge || box.width === 0 || box.left >= edge) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // The map draws past its own edges, clipped by its container.
      if (heldBy(el) || el.closest('.leaflet-container')) continue;
      pastEdge.push(
        `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} (${Math.round(box.right)} px)`,
      );
      if (pastEdge.length === 5) break;
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      pastEdge,
    };
  });
  expect.soft(scrollWidth, `${screen}: page width`).toBeLessThanOrEqual(width);
  expect.soft(pastEdge, `${screen}: past the screen's right edge`).toEqual([]);
}
