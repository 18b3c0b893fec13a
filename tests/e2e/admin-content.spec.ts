import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, notice, signedIn, test } from './fixtures';

const HOSTILE_IMG = '<img src=x onerror="window.__pwned=1">';

/** The signed-in page's bearer token, for the calls the screens make on its behalf. */
async function bearer(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'accessToken');
  return { Authorization: `Bearer ${cookie!.value}` };
}

async function api<T>(
  request: APIRequestContext,
  page: Page,
  method: string,
  path: string,
  data?: unknown,
) {
  const res = await request.fetch(path, { method, headers: await bearer(page), data });
  expect(res.ok(), `${method} ${path}`).toBeTruthy();
  return (await res.json()) as T;
}

/** Fails the test on any page dialog or console error. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

test('a resource with hostile rich text is listed in the help center and shown harmless', async ({
  browser,
  request,
}) => {
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin/settings/resources');
  const table = admin.getByRole('table', { name: 'Resources' });
  await expect(table.getByText('How online foreclosure auctions work')).toBeVisible();
  await expectAccessible(admin, 'admin resources');

  await admin.getByRole('button', { name: 'Add Resource' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Resource' });
  const editor = dialog.getByRole('textbox', { name: 'Description' });
  await expect(editor).toBeVisible();
  await expectAccessible(admin, 'add resource dialog');

  await dialog.getByLabel('Title').fill('Safety first');
  await editor.click();
  // The toolbar gives the focus back to the text on the next frame: typing waits for it.
  const bold = dialog.getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeFocused();
  await admin.keyboard.type('Bold words ');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await expect(editor).toBeFocused();
  await admin.keyboard.type(`typed ${HOSTILE_IMG}`);
  await dialog.getByLabel('URL').fill('https://example.com/safety');
  await dialog.getByRole('button', { name: 'Add Resource' }).click();
  await expect(notice(admin, 'Successfully added a new resource!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: 'Safety first' });
  await expect(row).toBeVisible();
  const href = await row.getByRole('link', { name: 'Safety first' }).getAttribute('href');
  const id = Number(href!.split('/').pop());

  // The same resource sent as raw HTML, as any client of the API could.
  const saved = await api<{ description: string }>(request, admin, 'GET', `/api/resources/${id}`);
  expect(saved.description).toMatch(/<strong>Bold words\s*<\/strong>/);
  await api(request, admin, 'PUT', `/api/resources/${id}`, {
    title: 'Safety first',
    description: `${saved.description}${HOSTILE_IMG}<script>window.__pwned=1</script>`,
    link: 'https://example.com/safety',
    body: '',
  });

  const visitor = await (await browser.newContext()).newPage();
  const problems = watch(visitor);
  await visitor.goto('/help-center');
  const list = visitor.getByRole('list', { name: 'Resources' });
  const item = list.getByRole('listitem').filter({ hasText: 'Safety first' });
  await expect(item).toContainText('Bold words typed');
  await expect(item.locator('img, script')).toHaveCount(0);
  await expect(item.getByRole('link', { name: /Visit link/ })).toHaveAttribute('target', '_blank');

  await item.getByRole('link', { name: 'Safety first' }).click();
  await expect(visitor).toHaveURL(`/blogs/${id}`);
  await expect(visitor.locator('.blog-description strong')).toHaveText(/Bold words/);
  await expect(visitor.getByText(`typed ${HOSTILE_IMG}`)).toBeVisible();
  await expect(visitor.locator('.blog-description script')).toHaveCount(0);
  expect(
    await visitor
      .locator('.blog-description img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('onerror'))),
  ).toEqual(expect.not.arrayContaining([expect.anything()]));
  expect(
    await visitor.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  expect(problems).toEqual([]);
});

interface AdminLot {
  id: number;
  caseId: number;
  auctionHostName: string;
  auctionStartTime: string | null;
  streetLine1: string;
  images: { url: string; isMain: boolean }[];
  markedFeatured: boolean;
}

test('an admin marks a lot featured: it leads the home carousel and staff cannot remove it', async ({
  browser,
  request,
}) => {
  const admin = await signedIn(browser, 'admin');
  const auctioneer = await signedIn(browser, 'auctioneer');
  const company = await api<{ name: string }>(request, auctioneer, 'GET', '/api/companies');
  const found = await api<AdminLot[]>(request, admin, 'GET', '/api/admins/lot/IL');
  const lot = found.find(
    (l) =>
      l.auctionHostName === company.name &&
      !l.markedFeatured &&
      l.images.length > 0 &&
      l.streetLine1 &&
      Date.parse(l.auctionStartTime ?? '') > Date.now(),
  )!;
  expect(lot, 'a listed lot of the auctioneer’s company to feature').toBeTruthy();

  await admin.goto('/admin/settings/featured-lots');
  await expect(
    admin.getByRole('table', { name: 'Featured lots' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expectAccessible(admin, 'admin featured lots');

  await admin.getByLabel('Search lots by address or case number').fill(lot.streetLine1);
  const results = admin.getByRole('table', { name: 'Lot search results' });
  await results
    .getByRole('button', { name: `Mark as Featured ${lot.streetLine1}`, exact: false })
    .first()
    .click();
  const confirm = admin
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure to mark the lot as featured?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(admin, 'mark featured confirmation');
  await confirm.getByRole('button', { name: 'Mark as Featured' }).click();
  await expect(notice(admin, 'Successfully marked as featured!')).toBeVisible();
  const first = admin.getByRole('table', { name: 'Featured lots' }).getByRole('row').nth(1);
  await expect(first).toContainText(lot.streetLine1);
  await expect(first.getByText('Set by Admin')).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  const carousel = visitor.getByRole('list', { name: 'Featured properties' });
  await expect(carousel.getByRole('listitem').first()).toContainText(lot.streetLine1);

  await auctioneer.goto(`/cases/${lot.caseId}`);
  const card = auctioneer.locator(`[data-lot-id="${lot.id}"]`);
  await card.getByRole('button', { name: 'Remove Featured' }).click();
  const ask = auctioneer
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure to remove the lot from featured list?' });
  await ask.getByRole('button', { name: 'OK' }).click();
  await expect(
    auctioneer.getByText('Cannot remove the featured flag created by Admin!'),
  ).toBeVisible();
  await visitor.reload();
  await expect(carousel.getByRole('listitem').first()).toContainText(lot.streetLine1);
});
