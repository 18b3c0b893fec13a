import { readFileSync } from 'node:fs';
import { expect, signInBidder, test } from './fixtures';

test('a bidder opens lot details, lands on the address link, pins the lot and downloads the calendar file', async ({
  page,
}) => {
  await signInBidder(page);
  await page.goto('/');
  const featured = page
    .getByRole('list', { name: 'Featured properties' })
    .getByRole('link')
    .first();
  await featured.click();
  await expect(page).toHaveURL(
    /^http:\/\/localhost:\d+\/auctions\/[a-z0-9-]+\/[a-z0-9-]+-il-\d{5}\/\d+\/\d+$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText('IL');
  await expect(page.locator('.leaflet-container')).toBeVisible();

  const pin = page.getByRole('button', { name: /Pin(ned)?$/ });
  const before = await pin.getAttribute('aria-pressed');
  await pin.click();
  await expect(pin).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');

  await page.getByRole('button', { name: /Add to Calendar/ }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Auction Day');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download calendar file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^auction-\d+\.ics$/);
  const ics = readFileSync((await file.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('SUMMARY:Auction Day');
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);

  await page.getByRole('button', { name: /Share/ }).click();
  await expect(page.getByLabel('Share link')).toHaveValue(
    new RegExp(`^http://localhost:5173${new URL(page.url()).pathname}$`),
  );
});
