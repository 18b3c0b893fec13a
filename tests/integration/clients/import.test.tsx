import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http as mswHttp, HttpResponse } from 'msw';
import { http } from '../../../src/api/http';
import { ImportClientsDialog } from '../../../src/features/clients/import/ImportClientsDialog';
import { db } from '../../../src/mocks/db';
import { CLIENT_IMPORT_COLUMNS } from '../../../src/lib/clientImport';
import { handlers } from '../../../src/mocks/handlers';
import { server } from '../../../src/mocks/node';
import { firstSheet, headerOf, workbookBytes, XLSX } from '../../clientImportFixtures';
import { setUpScreens } from '../../render';
import { recordSavedFiles } from '../../savedFiles';
import { userNamed } from '../../simApi';
import { openDialog } from './dialogHost';

const MB = 1024 * 1024;

/** A real workbook the user picks: the header row (unless another is given) and the rows. */
const workbookFile = async (rows: unknown[][], name = 'clients.xlsx', header?: unknown[]) =>
  new File([await workbookBytes(rows, header)], name, { type: XLSX });

/** Three firms; the second one's state is no US state code. */
const THREE_FIRMS = [
  ['Alder & Finch LLP', '10 S Dearborn St', '', 'Chicago', 'IL', '60603', '(312) 555-0100', ''],
  ['Birch Legal PC', '20 N Clark St', '', 'Chicago', 'Illinois', '60602', '', ''],
  ['Cedar Title Law', '30 W Monroe St', '', 'Springfield', 'IL', '62701', '', 'cedar@law.test'],
];

/**
 * jsdom's XHR hands msw neither the name nor the bytes of a picked file. The multipart body the
 * client built (read where it leaves the one http client) is sent to the simulator's own
 * handlers as a browser would send it; `gate` holds the answer back until released.
 */
function sendPickedFilesToSimulator(gate?: Promise<void>) {
  const sent = vi.spyOn(http, 'request');
  server.use(
    mswHttp.post('*/api/clients/import', async ({ request }) => {
      await gate;
      const call = sent.mock.calls.map(([c]) => c).findLast((c) => c.url === '/api/clients/import');
      const file = (call!.data as FormData).get('excelFile') as File;
      const boundary = 'client-import';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="excelFile"; filename="${file.name}"\r\n` +
            `Content-Type: ${file.type}\r\n\r\n`,
        ),
        Buffer.from(await file.arrayBuffer()),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const headers = {
        authorization: request.headers.get('authorization') ?? '',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      };
      return getResponse(handlers, new Request(request.url, { method: 'POST', headers, body }));
    }),
  );
  return sent;
}

const importCalls = (sent: ReturnType<typeof sendPickedFilesToSimulator>) =>
  sent.mock.calls.filter(([c]) => c.url === '/api/clients/import');

const fileInput = (dialog: HTMLElement) =>
  dialog.querySelector('input[type=file]') as HTMLInputElement;

/** A file whose reported size is `size` without allocating it. */
function sized(file: File, size: number) {
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const company = () => userNamed('auctioneer').companyId!;
const named = (name: string) => db.clients.find((c) => c.name === name);

// The dialog and the workbook library (the simulator's too) load once, before the tests.
setUpScreens(
  'auctioneer',
  () => import('../../../src/features/clients/import/ImportClientsDialog'),
  () => import('exceljs'),
);
afterEach(() => vi.restoreAllMocks());

describe('import clients dialog', () => {
  it('imports a workbook with progress, then shows how many were imported and the refused row', async () => {
    let release!: () => void;
    const sent = sendPickedFilesToSimulator(new Promise<void>((r) => (release = r)));
    const { user, dialog, listRefreshed } = await openDialog(ImportClientsDialog, 'Import');
    expect(within(dialog).getByText('Import Clients')).toBeInTheDocument();
    const columns = within(dialog).getByRole('list', { name: 'Columns of the workbook' });
    expect(
      within(columns)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(CLIENT_IMPORT_COLUMNS);

    const file = await workbookFile(THREE_FIRMS);
    await user.upload(fileInput(dialog), file);
    expect(
      await within(dialog).findByRole('progressbar', { name: 'Import progress' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Importing clients.xlsx')).toBeInTheDocument();
    release();

    expect(await within(dialog).findByText('2 clients imported')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Rows not imported' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Row', 'Reason']);
    expect(rows.filter((r) => r.length)).toEqual([
      ['3', 'State "Illinois" is not a US state code.'],
    ]);

    // The file went under the spec's field name, once; the clients are the company's now.
    expect(importCalls(sent)).toHaveLength(1);
    expect(((importCalls(sent)[0][0].data as FormData).get('excelFile') as File).name).toBe(
      'clients.xlsx',
    );
    expect(named('Alder & Finch LLP')).toMatchObject({
      companyIds: [company()],
      status: 'Active',
      phoneNumber: '3125550100',
    });
    expect(named('Cedar Title Law')).toBeDefined();
    expect(named('Birch Legal PC')).toBeUndefined();
    expect(listRefreshed()).toBe(true);

    // Another workbook may follow.
    await user.click(within(dialog).getByRole('button', { name: 'Import another workbook' }));
    expect(within(dialog).queryByText('2 clients imported')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Select workbook/ })).toBeInTheDocument();
  });

  it('refuses a file that is not an xlsx, or of 10 MB or more, without sending it', async () => {
    const sent = sendPickedFilesToSimulator();
    const { user, dialog } = await openDialog(ImportClientsDialog, 'Import');
    await user.upload(fileInput(dialog), new File(['a,b'], 'clients.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('clients.csv is not a xlsx file')).toBeInTheDocument();
    await user.upload(fileInput(dialog), sized(await workbookFile([]), 10 * MB));
    expect(await within(dialog).findByText('File must be smaller than 10MB!')).toBeInTheDocument();
    expect(within(dialog).queryByText('clients.csv is not a xlsx file')).not.toBeInTheDocument();
    expect(importCalls(sent)).toEqual([]);
  });

  it("shows the server's refusal of the workbook in the dialog and imports nothing", async () => {
    sendPickedFilesToSimulator();
    const count = db.clients.length;
    const { user, dialog, listRefreshed } = await openDialog(ImportClientsDialog, 'Import');
    await user.upload(
      fileInput(dialog),
      await workbookFile(THREE_FIRMS, 'old.xlsx', ['Name', 'Address', 'City']),
    );
    expect(
      await within(dialog).findByText(
        'The first row of the worksheet must name the columns Firm Name, Street Line 1, Street Line 2, City, State, Zip Code, Phone Number, Email.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('old.xlsx')).toBeInTheDocument();
    expect(db.clients.length).toBe(count);
    expect(listRefreshed()).toBe(false);
  });

  it('keeps the file after a failed upload and sends it again on Retry', async () => {
    const sent = sendPickedFilesToSimulator();
    server.use(
      mswHttp.post(
        '*/api/clients/import',
        () => HttpResponse.json({ message: 'Storage unavailable' }, { status: 400 }),
        { once: true },
      ),
    );
    const { user, dialog } = await openDialog(ImportClientsDialog, 'Import');
    await user.upload(fileInput(dialog), await workbookFile([THREE_FIRMS[0]]));
    expect(await within(dialog).findByText('Storage unavailable')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Retry/ }));
    expect(await within(dialog).findByText('1 client imported')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(importCalls(sent)).toHaveLength(2);
    expect(named('Alder & Finch LLP')).toBeDefined();
  });

  it('downloads the template, a workbook with the header row and an example row', async () => {
    const { blobs, saved } = recordSavedFiles('template');
    const { user, dialog } = await openDialog(ImportClientsDialog, 'Import');
    await user.click(within(dialog).getByRole('button', { name: /Download template/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^client-import-template_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.xlsx$/);
    expect(blobs[0].type).toBe(XLSX);

    const sheet = await firstSheet(await blobs[0].arrayBuffer());
    expect(headerOf(sheet)).toEqual(CLIENT_IMPORT_COLUMNS);
    expect(sheet.actualRowCount).toBe(2);
    expect(sheet.getRow(2).getCell(5).text).toBe('IL');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
