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

test('a signed-in bidder’s lot page uses the shell’s built styles of its buttons, header and tabs, antd generating none of them', async ({
  page,
  request,
}) => {
  // The built styles as served, each with a mark of its own: a style antd generated again would
  // replace its built twin's text, and so lose the mark. (The suite's visitors ask for less motion:
  // the built styles serve them too, only the theme's variables differ.)
  const marked = (file: RegExp, marks: [string, string][]) =>
    page.route(file, async (route) => {
      const res = await route.fetch();
      let body = await res.text();
      for (const [rule, mark] of marks) {
        expect(body).toContain(rule);
        body = body.replace(rule, `${rule}--built:${mark};`);
      }
      await route.fulfill({ response: res, body });
    });
  await marked(/\/shellStyles-[\w-]+\.js$/, [
    ['.ant-tabs{', 'tabs'],
    ['.ant-dropdown{', 'dropdown'],
    ['.ant-btn{', 'button'],
  ]);

  await signInBidder(page);
  const { liveLotId } = (await (await request.get('/__sim/route-ids')).json()) as {
    liveLotId: number;
  };
  await page.goto(`/details/${liveLotId}`);
  // The header's user menu and the lot's tabs are on screen.
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
  await expect(page.locator('.ant-avatar').first()).toBeVisible();
  const marks = await page
    .locator('style')
    .evaluateAll((all) => all.flatMap((s) => s.textContent!.match(/--built:\w+/g) ?? []));
  expect(marks.sort()).toEqual(['--built:button', '--built:dropdown', '--built:tabs']);
  // The theme's variables under the one name the prerendered pages and the application share.
  await expect(page.locator('.css-var-bidright').first()).toBeAttached();
});
