import type { Page } from '@playwright/test';
import axe, { type Result, type RunOptions } from 'axe-core';
import { MINOR_RULES } from './axeRules';
import { expect } from './fixtures';

/**
 * Waits until nothing on the page is still loading (skeletons, spinners) where the user sees it:
 * a header-menu screen the user left stays in the page, hidden, as it was.
 */
export async function settled(page: Page) {
  await expect(page.locator('.ant-skeleton').filter({ visible: true })).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning').filter({ visible: true })).toHaveCount(0);
}

interface Scope {
  /** Only this part of the page. */
  include?: string;
  /** Leave this part out (a third-party widget such as the map). */
  exclude?: string;
  /** Every violation, not only the serious and critical ones. */
  all?: boolean;
  /** Only these rules (e.g. 'color-contrast-enhanced', the 7:1 contrast axe leaves off by default). */
  rules?: string[];
  /** Also axe's touch-target check (WCAG 2.2's 24 × 24 px, off by default): on a touch screen. */
  touch?: boolean;
}

/**
 * The page's axe violations as it is now, one line each (rule, element, summary); serious and
 * critical ones unless `all`. Only violations are collected: axe skips the details of what passed.
 *
 * axe-core goes into the page once and stays there while the app moves between routes (a full
 * load drops it, and the next check puts it back). Injecting its 650 KB source before every run,
 * as the Playwright wrapper does twice per run, took about 0.6 s of each 0.85 s check on a case
 * list; a run alone takes 0.15-0.27 s. There are no frames to combine: the product has none.
 */
export async function axeViolations(
  page: Page,
  { include, exclude, all, rules, touch }: Scope = {},
) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(rules
      ? { runOnly: { type: 'rule', values: rules } }
      : all
        ? {}
        : {
            rules: {
              ...Object.fromEntries(MINOR_RULES.map((id) => [id, { enabled: false }])),
              ...(touch ? { 'target-size': { enabled: true } } : {}),
            },
          }),
  };
  const violations: Result[] = await page.evaluate(
    async ({ include, exclude, options }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const results = await inPage.run(
        { include: include ? [include] : document, exclude: exclude ? [exclude] : [] },
        options,
      );
      return results.violations;
    },
    { include, exclude, options },
  );
  return violations
    .filter((v) => all || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html} ${n.failureSummary}`).join(' | ')}`,
    );
}

/** No serious or critical axe violation on the settled page (soft: one run reports every screen). */
export async function expectAccessible(page: Page, screen: string, scope: Scope = {}) {
  await settled(page);
  const found = await axeViolations(page, scope);
  expect.soft(found.map((line) => `${screen}: ${line}`)).toEqual([]);
}
