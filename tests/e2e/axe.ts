import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Waits until nothing on the page is still loading (skeletons, spinners). */
export async function settled(page: Page) {
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page, screen: string) {
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  // Soft: one run reports every screen's violations.
  expect
    .soft(
      serious.map(
        (v) =>
          `${screen}: ${v.id} ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html} ${n.failureSummary}`).join(' | ')}`,
      ),
    )
    .toEqual([]);
}
