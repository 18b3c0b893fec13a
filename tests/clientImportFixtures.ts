import ExcelJS from 'exceljs';
import { CLIENT_IMPORT_COLUMNS } from '../src/lib/clientImport';
import { db } from '../src/mocks/db';
import { makeAttorney, makeClient } from '../src/mocks/factories';
import { userNamed } from './simApi';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The bytes of a real workbook: the header row (the import's columns unless told) and the rows. */
export async function workbookBytes(
  rows: unknown[][],
  header: readonly unknown[] = CLIENT_IMPORT_COLUMNS,
): Promise<Uint8Array<ArrayBuffer>> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Clients');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** The first worksheet of a workbook. */
export async function firstSheet(bytes: ArrayBuffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  return book.worksheets[0];
}

/** The cells of a worksheet's header row. */
export const headerOf = (sheet: ExcelJS.Worksheet) =>
  (sheet.getRow(1).values as unknown[]).slice(1);

/** A firm that is a client of another company than the demo auctioneer's only, with one attorney. */
export function otherFirm() {
  const company = userNamed('auctioneer').companyId!;
  const other = db.companies.find((c) => c.id !== company)!;
  const firm = makeClient({ name: 'Juniper Legal LLC', companyIds: [other.id], links: [] });
  const attorney = makeAttorney({
    clientId: firm.id,
    firstName: 'Ivy',
    lastName: 'Juniper',
    email: 'ivy.juniper@juniperlegal.test',
    isPrimary: true,
  });
  return { firm, attorney, other };
}
