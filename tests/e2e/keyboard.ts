import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Whether the element is the page's focused element. */
export const isFocused = (target: Locator) =>
  target.evaluate((el) => el === el.ownerDocument.activeElement);

/** Whether the focused element is inside `scope` (a dialog, a region). */
export const holdsFocus = (scope: Locator) =>
  scope.evaluate((el) => el.contains(el.ownerDocument.activeElement));

/** Presses Tab (Shift+Tab with `shift`) until `target` has the focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 60, shift = false } = {}) {
  await expect(target).toBeVisible();
  const key = shift ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  if (!(await isFocused(target)))
    throw new Error(`${target} not reached with ${max} presses of ${key}`);
}

/** Tabs to a control and presses Enter on it. */
export async function press(page: Page, target: Locator, options?: { shift?: boolean }) {
  await tabTo(page, target, options);
  await page.keyboard.press('Enter');
}

/** Replaces a focused field's text with `text`, as a user would by selecting all and typing. */
export async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Opens a focused select with the arrow key and moves down its list until the active option
 * holds `text` (any option when empty), then takes it with Enter.
 */
export async function chooseOption(page: Page, text = '', max = 20) {
  await page.keyboard.press('ArrowDown');
  const active = page.locator('.ant-select-item-option-active');
  await expect(active).toBeVisible();
  for (let moves = 0; moves < max && !(await active.textContent())?.includes(text); moves++)
    await page.keyboard.press('ArrowDown');
  await expect(active).toContainText(text);
  await page.keyboard.press('Enter');
}

/** The dialog takes the focus once it shows. */
export async function expectFocusIn(scope: Locator) {
  await expect(scope).toBeVisible();
  await expect.poll(() => holdsFocus(scope), { message: `focus inside ${scope}` }).toBe(true);
}

/** The focus comes to `target` (back on a dialog's opener once it closed). */
export async function expectFocusOn(target: Locator) {
  await expect.poll(() => isFocused(target), { message: `focus on ${target}` }).toBe(true);
}
