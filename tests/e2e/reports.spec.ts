import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { pdfText, readXlsxRows } from '../exportReaders';
import { expect, sim, signedIn, test, type LiveLot } from './fixtures';

/** Clicks an export button and answers the downloaded file's name and bytes. */
async function exported(page: Page, button: string) {
  const [download] = (await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])) as [Download, unknown];
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

/** Every cell of a workbook's first sheet, as text. */
const sheetText = async (bytes: Uint8Array) =>
  (await readXlsxRows(bytes))
    .flat()
    .map((c) => String(c ?? ''))
    .join(' | ');

test('bids placed in a live lot of the company appear in the auctioneer’s bids report and its Excel file; the auctions PDF opens', async ({
  browser,
  request,
}) => {
  const lots = (await (await request.get('/__sim/live-lots')).json()) as LiveLot[];
  const lot = lots.find((l) => l.startType === 'Manual' && !l.isTest)!;
  const { finalAmount } = (await sim(request, 'load-bids', {
    lotId: lot.id,
    count: 3,
    send: true,
  })) as { finalAmount: number };
  const amount = finalAmount.toLocaleString('en-US');

  const staff = await signedIn(browser, 'auctioneer');
  await staff.goto('/reports/bids');
  await expect(staff.getByText(new RegExp(`\\$${amount}(\\.00)?$`)).first()).toBeVisible();

  const excel = await exported(staff, 'Export Excel');
  expect(excel.name).toMatch(/\.xlsx$/);
  expect(await sheetText(excel.bytes)).toContain(String(finalAmount));

  await staff.goto('/reports/auctions');
  await expect(staff.getByText('Prairie State Auctions').first()).toBeVisible();
  const pdf = await exported(staff, 'Export PDF');
  expect(pdf.name).toMatch(/\.pdf$/);
  const text = await pdfText(pdf.bytes);
  expect(text).toContain('Auctions Report');
  expect(text).toContain('Prairie State Auctions');
  expect(text).not.toContain('Lakeshore Judicial Sales');
});

test('an admin filters the auctions report by company and exports exactly that company', async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin/reports/auctions');
  const company = admin.getByLabel('Company', { exact: true });
  await company.click();
  await company.fill('Heartland');
  await admin.locator('.ant-select-item-option[title="Heartland Property Auctions"]').click();
  await expect(
    admin.getByRole('cell', { name: /Heartland Property Auctions/ }).first(),
  ).toBeVisible();
  await expect(admin.getByRole('cell', { name: /Prairie State Auctions/ })).toHaveCount(0);

  const excel = await exported(admin, 'Export Excel');
  const cells = await sheetText(excel.bytes);
  expect(cells).toContain('Heartland Property Auctions');
  expect(cells).not.toContain('Prairie State Auctions');
});

interface SimAuction {
  startTime: string;
  isTest: boolean;
  isCancelled: boolean;
  lots: { street: string | null; firm: string | null }[];
}

test('a client sees only its own firm’s lots in the auctions report and its Excel file', async ({
  browser,
  request,
}) => {
  const FIRM = 'Barrett & Associates LLP';
  const auctions = (await (await request.get('/__sim/auctions')).json()) as SimAuction[];
  const lotsOf = (list: SimAuction[]) => list.flatMap((a) => a.lots).filter((l) => l.street);
  const ownStreets = (lots: SimAuction['lots']) =>
    new Set(lots.filter((l) => l.firm === FIRM).map((l) => l.street!));
  const reported = auctions.filter((a) => !a.isTest && !a.isCancelled);
  // An export without dates covers auctions up to the end of today.
  const held = lotsOf(reported.filter((a) => Date.parse(a.startTime) <= Date.now()));
  const own = ownStreets(held);
  const ownAnyDay = ownStreets(lotsOf(reported));
  const others = held.filter((l) => l.firm !== FIRM && !own.has(l.street!)).map((l) => l.street!);
  expect(own.size).toBeGreaterThan(0);
  expect(others.length).toBeGreaterThan(0);

  const client = await signedIn(browser, 'client');
  await client.goto('/reports/auctions');
  const streets = client.locator('.ant-table-tbody tr.ant-table-row td:first-child');
  await expect(streets.first()).toBeVisible();
  for (const text of await streets.allTextContents())
    expect(
      [...ownAnyDay].some((s) => text.includes(s)),
      text,
    ).toBe(true);

  const excel = await exported(client, 'Export Excel');
  const cells = await sheetText(excel.bytes);
  for (const street of own) expect(cells).toContain(street);
  for (const street of others) expect(cells).not.toContain(street);
});
