// @vitest-environment node
import type {
  AttorneyEmailCheck,
  ClientImportResult,
  ConnectedClient,
} from '../../src/api/clientImport';
import { db } from '../../src/mocks/db';
import type { Client } from '../../src/mocks/db/types';
import { CLIENT_IMPORT_COLUMNS } from '../../src/lib/clientImport';
import { firstSheet, headerOf, otherFirm, workbookBytes, XLSX } from '../clientImportFixtures';
import { sized } from '../fileBytes';
import { callAs, uploadAs, userNamed } from '../simApi';
import { company, ok, refused } from './caseFixtures';

/** A real workbook: the header row (unless another is given) and the rows. */
const workbook = async (rows: unknown[][], header?: readonly unknown[]) =>
  new Blob([await workbookBytes(rows, header)], { type: XLSX });

/** How every zip package (and so every xlsx) starts. */
const ZIP_HEAD = Uint8Array.from([0x50, 0x4b, 0x03, 0x04]);

const importFile = (blob: Blob, name = 'clients.xlsx', who = 'auctioneer') =>
  uploadAs(who, '/api/clients/import', { excelFile: { blob, name } });

const clientsOfCompany = (): Client[] => db.clients.filter((c) => c.companyIds.includes(company()));
const named = (name: string) => db.clients.find((c) => c.name === name);

/** Three firms, the second one with a state that is no US state code. */
const threeFirms = [
  [
    'Alder & Finch LLP',
    '10 S Dearborn St',
    'Floor 5',
    'Chicago',
    'IL',
    '60603',
    '(312) 555-0100',
    'hello@alderfinch.test',
  ],
  ['Birch Legal PC', '20 N Clark St', '', 'Chicago', 'Illinois', '60602', '', ''],
  ['Cedar Title Law', '30 W Monroe St', '', 'Springfield', 'il', 62701, 2175550123, ''],
];

describe('POST /api/clients/import', () => {
  it('imports the valid rows of the first worksheet as active clients of the company and refuses the bad one', async () => {
    const before = clientsOfCompany().length;
    const result = await ok<ClientImportResult>(await importFile(await workbook(threeFirms)));
    expect(result).toEqual({
      imported: 2,
      refused: [{ row: 3, reason: 'State "Illinois" is not a US state code.' }],
    });
    expect(clientsOfCompany()).toHaveLength(before + 2);
    expect(named('Birch Legal PC')).toBeUndefined();
    expect(named('Alder & Finch LLP')).toMatchObject({
      address: {
        streetLine1: '10 S Dearborn St',
        streetLine2: 'Floor 5',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60603',
      },
      phoneNumber: '3125550100',
      email: 'hello@alderfinch.test',
      status: 'Active',
      companyIds: [company()],
      links: [],
      logoUrl: '',
    });
    // Numbers typed in cells and a lower-case state are read as the text they show.
    expect(named('Cedar Title Law')).toMatchObject({
      address: { state: 'IL', zipCode: '62701', city: 'Springfield' },
      phoneNumber: '2175550123',
      email: '',
    });
  });

  it('refuses each bad row with its reason and its sheet row number, skipping empty rows', async () => {
    const good = (name: string) => [name, '1 Main St', '', 'Chicago', 'IL', '60601', '', ''];
    const result = await ok<ClientImportResult>(
      await importFile(
        await workbook([
          ['', '1 Main St', '', 'Chicago', 'IL', '60601', '', ''],
          good('Dune Law'),
          [],
          ['Elm Law', '1 Main St', '', 'Chicago', 'IL', '6060', '', ''],
          ['Fir Law', '1 Main St', '', 'Chicago', 'IL', '60601', '555-0100', ''],
          ['Gum Law', '1 Main St', '', 'Chicago', 'IL', '60601', '', 'gum@law'],
          good('dune law'),
          good('Kessler Law Group'),
          ['Hazel Law', '', '', '', 'WI', '53703', '+1 (608) 555-0100', 'hazel@law.test'],
        ]),
      ),
    );
    expect(result.refused).toEqual([
      { row: 2, reason: 'Firm Name is required.' },
      { row: 5, reason: 'Zip Code "6060" is not 5 digits.' },
      { row: 6, reason: 'Phone Number "555-0100" is not 10 digits.' },
      { row: 7, reason: 'Email "gum@law" is not a valid e-mail address.' },
      { row: 8, reason: '"dune law" is already on row 3.' },
      { row: 9, reason: '"Kessler Law Group" is already a client.' },
    ]);
    expect(result.imported).toBe(2);
    expect(named('Hazel Law')).toMatchObject({ phoneNumber: '6085550100' });
  });

  it('refuses a file that is not an xlsx, or of 10 MB or more, and imports nothing', async () => {
    const count = db.clients.length;
    await refused(
      await importFile(new Blob(['Firm Name,City'], { type: 'text/csv' }), 'clients.csv'),
      400,
      'clients.csv is not a xlsx file',
    );
    const big = new Blob([sized(ZIP_HEAD, 10 * 1024 * 1024)], { type: XLSX });
    await refused(await importFile(big, 'big.xlsx'), 400, 'File must be smaller than 10MB!');
    await refused(
      await uploadAs('auctioneer', '/api/clients/import', { other: 'x' }),
      400,
      'excelFile is required.',
    );
    expect(db.clients.length).toBe(count);
  });

  it('refuses a file that is no readable workbook, or whose header is wrong, with nothing imported', async () => {
    const count = db.clients.length;
    await refused(
      await importFile(new Blob(['not a workbook'], { type: XLSX }), 'text.xlsx'),
      400,
      'text.xlsx is not a xlsx file',
    );
    // A zip package that holds no workbook.
    await refused(
      await importFile(new Blob([sized(ZIP_HEAD, 64)], { type: XLSX }), 'broken.xlsx'),
      400,
      'broken.xlsx could not be read as an Excel workbook.',
    );
    await refused(
      await importFile(
        await workbook([threeFirms[0]], ['Name', 'Address', 'City', 'State', 'Zip']),
        'wrong.xlsx',
      ),
      400,
      'The first row of the worksheet must name the columns Firm Name, Street Line 1, Street Line 2, City, State, Zip Code, Phone Number, Email.',
    );
    expect(db.clients.length).toBe(count);
  });

  it('is for the staff of a company', async () => {
    const blob = await workbook([threeFirms[0]]);
    await refused(await importFile(blob, 'clients.xlsx', 'client'), 403);
    await refused(await importFile(blob, 'clients.xlsx', 'bidder'), 403);
    const res = await importFile(blob, 'clients.xlsx', 'employee');
    expect((await ok<ClientImportResult>(res)).imported).toBe(1);
    expect(named('Alder & Finch LLP')!.companyIds).toEqual([userNamed('employee').companyId]);
  });
});

describe('GET /api/clients/importtemplate', () => {
  it('downloads a workbook with the header row and an example row that imports', async () => {
    const res = await callAs('employee', 'GET', '/api/clients/importtemplate');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect(res.headers.get('content-disposition')).toContain(
      'filename="client-import-template.xlsx"',
    );
    const bytes = await res.arrayBuffer();
    const sheet = await firstSheet(bytes);
    expect(headerOf(sheet)).toEqual(CLIENT_IMPORT_COLUMNS);
    expect(sheet.actualRowCount).toBe(2);

    const result = await ok<ClientImportResult>(
      await importFile(new Blob([bytes], { type: XLSX }), 'client-import-template.xlsx'),
    );
    expect(result).toEqual({ imported: 1, refused: [] });
    await refused(await callAs('client', 'GET', '/api/clients/importtemplate'), 403);
  });
});

const check = (email: string, who = 'auctioneer') =>
  callAs(who, 'GET', `/api/attorneys/checkemail/${encodeURIComponent(email)}`);

describe('GET /api/attorneys/checkemail/{email}', () => {
  it('finds the attorney with the e-mail (any case) and tells whether the firm is a client already', async () => {
    const { attorney } = otherFirm();
    expect(await ok<AttorneyEmailCheck>(await check('IVY.Juniper@juniperlegal.test'))).toEqual({
      exists: true,
      attorney: {
        id: attorney.id,
        isConnected: false,
        firstName: 'Ivy',
        lastName: 'Juniper',
        email: 'ivy.juniper@juniperlegal.test',
        firmName: 'Juniper Legal LLC',
      },
      isClient: false,
    });
    const avery = db.attorneys.find((a) => a.userId === userNamed('attorney').id)!;
    const known = await ok<AttorneyEmailCheck>(await check(avery.email, 'employee'));
    expect(known).toMatchObject({
      exists: true,
      isClient: true,
      attorney: { id: avery.id, firmName: 'Barrett & Associates LLP', isConnected: true },
    });
  });

  it('answers that no attorney has an unknown e-mail, and refuses a malformed one or a non-staff caller', async () => {
    expect(await ok<AttorneyEmailCheck>(await check('nobody@nowhere.test'))).toEqual({
      exists: false,
      attorney: null,
      isClient: false,
    });
    await refused(await check('not-an-email'), 400, 'Please enter a valid e-mail address!');
    await refused(await check('nobody@nowhere.test', 'client'), 403);
  });
});

describe('POST /api/attorneys/{id}/connect', () => {
  const connect = (id: number | string, who = 'auctioneer') =>
    callAs(who, 'POST', `/api/attorneys/${id}/connect`);

  it("makes the attorney's firm a linked client of the company with that attorney as its contact", async () => {
    const { firm, attorney, other } = otherFirm();
    expect(await ok<ConnectedClient>(await connect(attorney.id))).toEqual({ clientId: firm.id });
    expect(firm.companyIds).toEqual([other.id, company()]);
    expect(firm.links).toEqual([
      { companyId: company(), linkedSince: expect.any(String), primaryAttorneyId: attorney.id },
    ]);
    expect(Date.now() - Date.parse(firm.links[0].linkedSince)).toBeLessThan(60_000);
    expect((await ok<AttorneyEmailCheck>(await check(attorney.email))).isClient).toBe(true);
    await refused(
      await connect(attorney.id, 'employee'),
      400,
      'Juniper Legal LLC is already a client of your company!',
    );
    expect(firm.links).toHaveLength(1);
  });

  it('refuses a firm the company already has, an unknown attorney and a non-staff caller', async () => {
    const kessler = named('Kessler Law Group')!;
    const theirs = db.attorneys.find((a) => a.clientId === kessler.id)!;
    await refused(
      await connect(theirs.id),
      400,
      'Kessler Law Group is already a client of your company!',
    );
    expect(kessler.links).toEqual([]);
    await refused(await connect(999999), 404, 'Attorney is not found!');
    const { attorney } = otherFirm();
    await refused(await connect(attorney.id, 'client'), 403);
  });

  it('leaves a path with a word for an id to other routes', async () => {
    const res = await connect('abc');
    expect(res.status).not.toBe(200);
    expect(((await res.json()) as { message?: string }).message).not.toBe('Attorney is not found!');
  });
});
