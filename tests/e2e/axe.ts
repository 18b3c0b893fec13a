import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { MINOR_RULES } from './axeRules';
import { expect } from './fixtures';

/** Waits until nothing on the page is still loading (skeletons, spinners). */
export async function settled(page: Page) {
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
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
}

/**
 * The page's axe violations as it is now, one line each (rule, element, summary); serious and
 * critical ones unless `all`. Only violations are collected: axe skips the details of what passed.
 */
export async function axeViolations(page: Page, { include, exclude, all, rules }: Scope = {}) {
  // Legacy mode runs axe in the page itself. The default opens a blank page to combine the
  // results of each frame (the product has no frames): 1.5-2.3 s per run on a case list against
  // 0.6-0.7 s, the same findings.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  if (rules) builder = builder.withRules(rules);
  else if (!all) builder = builder.disableRules(MINOR_RULES);
  const { violations } = await builder.analyze();
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
