import { axeViolations, settled } from './axe';
import { expect, test } from './fixtures';

test('the accessibility check reports a serious violation on the page, and none in a part left out', async ({
  page,
}) => {
  await page.goto('/faq');
  // The prerendered page paints first; wait until the app has adopted it.
  await expect(page).toHaveTitle('FAQ | Bidright');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
  // A button with no name (critical) in the page, and another inside a part left out.
  await page.evaluate(() => {
    const main = document.querySelector('#main')!;
    const unnamed = document.createElement('button');
    unnamed.id = 'unnamed';
    const widget = document.createElement('div');
    widget.className = 'third-party';
    widget.append(document.createElement('button'));
    main.append(unnamed, widget);
  });
  const found = await axeViolations(page, { exclude: '.third-party' });
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(/^button-name #unnamed /);
  expect(found[0]).not.toContain('third-party');
  // Without leaving it out, both buttons are reported under the one rule.
  const both = await axeViolations(page);
  expect(both).toHaveLength(1);
  expect(both[0]).toContain('.third-party > button');
});
