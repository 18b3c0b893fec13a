import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, notice, signedIn, startSession, test } from './fixtures';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const HTML = Buffer.from(
  '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>');

/** A GET of `url` as the page's signed-in user (its access-token cookie), as the app sends it. */
function fetchAs(page: Page, url: string) {
  return page.evaluate(async (u) => {
    const token = document.cookie
      .split('; ')
      .find((c) => c.startsWith('accessToken='))
      ?.slice('accessToken='.length);
    const res = await fetch(u, { headers: { Authorization: `Bearer ${token}` } });
    const headers: Record<string, string> = {};
    res.headers.forEach((value, key) => (headers[key] = value));
    return { status: res.status, headers, start: (await res.text()).slice(0, 5) };
  }, url);
}

test('uploads are data: HTML and SVG are refused, a PDF is kept, served safely and only to its readers', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await startSession(page, 'auctioneer');

  // An SVG logo is refused before it is sent.
  await page.goto('/settings/company-profile');
  const logo = page.getByRole('region', { name: 'Logo' });
  await logo.locator('input[type=file]').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: SVG,
  });
  await expect(notice(page, 'logo.svg is not an image file')).toBeVisible();

  // A listed case (bidders read its documents): a page and a picture are no documents.
  await page.goto('/cases?status=Listed');
  await page
    .getByRole('link', { name: /^Open case / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cases\/\d+$/);
  await page.getByRole('tab', { name: 'Case Documents' }).click();
  await page.getByRole('button', { name: 'Upload Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  const picker = dialog.locator('input[type=file]');
  await picker.setInputFiles({ name: 'notice.html', mimeType: 'text/html', buffer: HTML });
  await expect(notice(page, 'notice.html is not a document file')).toBeVisible();
  await picker.setInputFiles({ name: 'plan.svg', mimeType: 'image/svg+xml', buffer: SVG });
  await expect(notice(page, 'plan.svg is not a document file')).toBeVisible();
  // Nor is a page renamed to look like a PDF.
  await picker.setInputFiles({ name: 'Renamed.pdf', mimeType: 'application/pdf', buffer: HTML });
  await expect(notice(page, 'Renamed.pdf is not a document file')).toBeVisible();
  await expect(dialog.getByText('Renamed.pdf')).toHaveCount(0);

  // A PDF hidden from bidders is accepted.
  await dialog.getByLabel('Document Type').click();
  await page.locator('.ant-select-item-option').first().click();
  await expect(dialog.getByRole('switch', { name: 'Visible to Bidders' })).not.toBeChecked();
  await picker.setInputFiles({
    name: 'Deed of Sale.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(dialog.getByText('Deed of Sale.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(notice(page, 'Successfully uploaded the document!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // It downloads, byte for byte, through the signed-in client.
  const link = page
    .getByRole('table', { name: 'Case documents' })
    .getByRole('link', { name: 'Deed of Sale.pdf' });
  const saving = page.waitForEvent('download');
  await link.click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe('Deed of Sale.pdf');
  expect(await readFile((await download.path())!)).toEqual(PDF);

  // Served never sniffed, sandboxed, shown inline as the PDF it is.
  const url = (await link.getAttribute('href'))!;
  expect(url).toMatch(/^\/sim-files\/\d+\/Deed%20of%20Sale\.pdf$/);
  const served = await fetchAs(page, url);
  expect(served).toMatchObject({
    status: 200,
    start: '%PDF-',
    headers: {
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'content-disposition': "inline; filename*=UTF-8''Deed%20of%20Sale.pdf",
    },
  });

  // A bidder cannot fetch it, signed in or not.
  const bidder = await signedIn(browser, 'bidder');
  expect((await fetchAs(bidder, url)).status).toBe(404);
  expect((await bidder.request.get(new URL(url, bidder.url()).href)).status()).toBe(401);
});
