import ExcelJS from 'exceljs';
import { CLIENT_IMPORT_COLUMNS } from '../../src/lib/clientImport';
import { expect, notice, pick, signIn, signedIn, test } from './fixtures';

test('an auctioneer adds a client and an attorney; the attorney registers through the invitation (a taken username first) and sees the firm’s case', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const staff = await signedIn(browser, 'auctioneer');

  // The firm and its attorney.
  await staff.goto('/clients');
  await staff.getByRole('button', { name: 'Add Client' }).click();
  const addClient = staff.getByRole('dialog', { name: 'Add Client' });
  await addClient.getByLabel('Firm Name').fill('Northwind Legal LLP');
  await addClient.getByRole('button', { name: 'Add' }).click();
  await expect(notice(staff, 'Successfully added a new client!')).toBeVisible();
  await expect(staff).toHaveURL(/\/clients\/\d+$/);

  await staff.getByRole('button', { name: 'New Attorney' }).click();
  const addAttorney = staff.getByRole('dialog', { name: 'New Attorney' });
  await addAttorney.getByLabel('First Name').fill('Nora');
  await addAttorney.getByLabel('Last Name').fill('Quinn');
  await addAttorney.getByLabel('Email').fill('nora.quinn@northwind.test');
  await addAttorney.getByRole('button', { name: 'Add' }).click();
  await expect(notice(staff, 'Successfully added a new attorney !')).toBeVisible();

  await staff.getByRole('button', { name: 'Invitation link' }).click();
  const invitation = staff.getByRole('dialog', { name: /^Invitation link/ });
  const linkField = invitation.getByLabel('Invitation link');
  await expect(linkField).toHaveValue(/\/client-register\?email=/);
  const link = await linkField.inputValue();
  await invitation.getByRole('button', { name: 'Close' }).first().click();

  // A case of the new firm.
  await staff.goto('/cases');
  await staff.getByRole('button', { name: 'Add Case' }).click();
  const addCase = staff.getByRole('dialog', { name: 'Add Case' });
  await addCase.getByLabel('File Number').fill('F-NW-1001');
  await addCase.getByLabel('Case Number').fill('2026CH81001');
  await pick(addCase, 'Client', 'Northwind', 'Northwind Legal LLP');
  await addCase.getByLabel('Street Line 1').fill('81 N Northwind Ave');
  await addCase.getByLabel('City').fill('Chicago');
  await addCase.getByLabel('County').fill('Cook');
  await pick(addCase, 'State', 'Illin', 'Illinois');
  await addCase.getByLabel('Zip Code').fill('60601');
  await expect(addCase.getByText('No duplicates!')).toBeVisible();
  await addCase.getByRole('button', { name: 'Save' }).click();
  await expect(staff).toHaveURL(/\/cases\/\d+$/);

  // The attorney opens the invitation in a browser of their own.
  const attorney = await (await browser.newContext()).newPage();
  await attorney.goto(link);
  await expect(attorney.getByLabel('First name')).toHaveValue('Nora');
  await expect(attorney.getByLabel('E-mail')).toBeDisabled();
  await attorney.getByLabel('Username').fill('auctioneer');
  await expect(attorney.getByText('Username is unavailable!')).toBeVisible();
  await attorney.getByLabel('Password', { exact: true }).fill('Quinn2026');
  await attorney.getByLabel('Confirm password').fill('Quinn2026');
  await attorney.getByRole('checkbox').check();
  await attorney.getByRole('button', { name: 'Sign up' }).click();
  const taken = attorney.getByRole('dialog', { name: 'The username is not available!' });
  await expect(
    taken.getByText('The username has already been taken. Please choose a different username!'),
  ).toBeVisible();
  await taken.getByRole('button', { name: 'OK' }).click();
  await expect(taken).toBeHidden();

  await attorney.getByRole('textbox', { name: 'Username' }).fill('nora.quinn');
  await expect(attorney.getByText('Username is available!')).toBeVisible();
  await expect(attorney.getByLabel('Password', { exact: true })).toHaveValue('Quinn2026');
  await attorney.getByRole('button', { name: 'Sign up' }).click();
  // The success screen follows 5 seconds after the sign-up.
  await attorney.getByRole('button', { name: 'Go to Login' }).click({ timeout: 15_000 });
  await expect(attorney).toHaveURL('/login');
  await expect(attorney.getByLabel('Username')).toHaveValue('nora.quinn');
  await signIn(attorney, 'nora.quinn', 'Quinn2026');
  await expect(attorney).toHaveURL('/dashboard');
  await expect(attorney.getByText('2026CH81001')).toBeVisible();
});

test('an xlsx import of three clients with one bad row imports two and reports the third', async ({
  browser,
}) => {
  const staff = await signedIn(browser, 'auctioneer');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Clients');
  sheet.addRow([...CLIENT_IMPORT_COLUMNS]);
  sheet.addRow(['Alder Law LLC', '1 Alder St', '', 'Chicago', 'IL', '60601', '3125550111', '']);
  sheet.addRow(['Birch Legal', '2 Birch St', '', 'Chicago', 'ZZ', '60602', '', '']);
  sheet.addRow(['Cedar Title PC', '3 Cedar St', 'Suite 3', 'Evanston', 'IL', '60201', '', '']);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());

  await staff.goto('/clients');
  await staff.getByRole('button', { name: 'Import' }).click();
  const dialog = staff.getByRole('dialog', { name: /Import/ });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'clients.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await expect(dialog.getByText('2 clients imported')).toBeVisible();
  const refused = dialog.getByRole('table', { name: 'Rows not imported' });
  await expect(refused.getByRole('row')).toHaveCount(2);
  await expect(refused.getByRole('row').nth(1)).toContainText('3');
  await expect(refused.getByRole('row').nth(1)).toContainText('State "ZZ" is not a US state code.');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await staff.getByLabel('Search by firm name').fill('Cedar');
  await expect(staff.getByRole('cell', { name: 'Cedar Title PC' })).toBeVisible();
  await staff.getByLabel('Search by firm name').fill('Birch');
  await expect(staff.getByText('No clients found')).toBeVisible();
});
