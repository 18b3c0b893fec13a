import {
  cellText,
  fileResponse,
  NO_ROWS,
  PDF_TYPE,
  pdfOf,
  XLSX_TYPE,
  xlsxOf,
  type ExportCell,
  type ExportTable,
} from '../../src/mocks/exports/table';
import { pdfPages, pdfText, readXlsxRows } from '../exportReaders';

type ExcelJs = typeof import('exceljs');
const excelJs = async () => {
  const mod = (await import('exceljs')) as ExcelJs & { default?: ExcelJs };
  return mod.default ?? mod;
};

/** Local times (no zone): the files print them as they are, whatever the machine's zone. */
const SALES: Record<string, ExportCell>[] = [
  { start: '2026-01-02T15:04:00', company: 'Prairie State Auctions', lots: 2 },
  { start: '2026-03-14T09:30:00', company: 'Lakeshore Auction House', lots: 1 },
  { start: '2026-05-01T12:00:00', company: 'Northern Illinois Sales', lots: 0 },
];
const LOTS: Record<string, ExportCell>[][] = [
  [
    {
      address: '1200 Oak St, Chicago, IL 60614',
      opening: 1234,
      winner: 'Dana Bidder',
      amount: 150000.5,
    },
    { address: '77 Maple Ave, Evanston, IL 60201', opening: 98000, winner: 'N/A', amount: 'N/A' },
  ],
  [
    {
      address: '5 Cedar Ct, Joliet, IL 60432',
      opening: 250000,
      winner: 'Sam Buyer',
      amount: 301000,
    },
  ],
  [],
];

const table = (rows = SALES, lots = LOTS): ExportTable => ({
  title: 'Auctions Report, 01/01/2026 to 06/30/2026',
  filters: 'Start date: 01/01/2026 · End date: 06/30/2026 · Auction type: All',
  columns: [
    { header: 'Date', key: 'start', kind: 'date' },
    { header: 'Company', key: 'company', width: 24 },
    { header: 'Lots', key: 'lots', kind: 'int' },
  ],
  rows,
  groups: {
    columns: [
      { header: 'Address', key: 'address' },
      { header: 'Opening Bid', key: 'opening', kind: 'money' },
      { header: 'Winner', key: 'winner' },
      { header: 'Winner Bid Amount', key: 'amount', kind: 'money' },
    ],
    rowsOf: (_row, i) => lots[i] ?? [],
  },
});

describe('cell text', () => {
  it('prints money as USD, dates as MM/DD/YYYY h:mm A, whole numbers grouped, nothing as blank', () => {
    expect(cellText({ header: '', key: '', kind: 'money' }, 1234)).toBe('$1,234.00');
    expect(cellText({ header: '', key: '', kind: 'money' }, 'N/A')).toBe('N/A');
    expect(cellText({ header: '', key: '', kind: 'date' }, '2026-01-02T15:04:00')).toBe(
      '01/02/2026 3:04 PM',
    );
    expect(cellText({ header: '', key: '', kind: 'int' }, 12345)).toBe('12,345');
    expect(cellText({ header: '', key: '' }, null)).toBe('');
  });
});

describe('the Excel file', () => {
  it('holds the title, the filters, the headers, each row and its nested rows under it', async () => {
    const rows = await readXlsxRows(await xlsxOf(table()));
    expect(rows).toEqual([
      ['Auctions Report, 01/01/2026 to 06/30/2026'],
      ['Start date: 01/01/2026 · End date: 06/30/2026 · Auction type: All'],
      ['Date', 'Company', 'Lots'],
      ['01/02/2026 3:04 PM', 'Prairie State Auctions', 2],
      ['Address', 'Opening Bid', 'Winner', 'Winner Bid Amount'],
      ['1200 Oak St, Chicago, IL 60614', 1234, 'Dana Bidder', 150000.5],
      ['77 Maple Ave, Evanston, IL 60201', 98000, 'N/A', 'N/A'],
      ['03/14/2026 9:30 AM', 'Lakeshore Auction House', 1],
      ['Address', 'Opening Bid', 'Winner', 'Winner Bid Amount'],
      ['5 Cedar Ct, Joliet, IL 60432', 250000, 'Sam Buyer', 301000],
      ['05/01/2026 12:00 PM', 'Northern Illinois Sales', 0],
    ]);
  });

  it('shows money as USD, indents and outlines nested rows, and fits its columns', async () => {
    const ExcelJS = await excelJs();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await xlsxOf(table())).buffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(6).getCell(2).numFmt).toBe('"$"#,##0.00');
    expect(sheet.getRow(6).getCell(4).numFmt).toBe('"$"#,##0.00');
    expect(sheet.getRow(4).outlineLevel).toBe(0);
    expect([5, 6, 7].map((n) => sheet.getRow(n).outlineLevel)).toEqual([1, 1, 1]);
    expect(sheet.getRow(6).getCell(1).alignment?.indent).toBeGreaterThan(0);
    expect(sheet.getRow(3).getCell(1).font?.bold).toBe(true);
    // Each column is at least as wide as its longest header or value.
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(
      '77 Maple Ave, Evanston, IL 60201'.length,
    );
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual('Lakeshore Auction House'.length);
    expect(sheet.getColumn(4).width).toBeGreaterThanOrEqual('Winner Bid Amount'.length);
  });

  it('says so when no row matches', async () => {
    const rows = await readXlsxRows(await xlsxOf(table([], [])));
    expect(rows.slice(2)).toEqual([['Date', 'Company', 'Lots'], [NO_ROWS]]);
  });
});

describe('the PDF file', () => {
  it('holds the title, the filters, the headers and every row’s values', async () => {
    const bytes = await pdfOf(table());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    // Its page contents are compressed.
    expect(new TextDecoder('latin1').decode(bytes)).toContain('/FlateDecode');
    const text = await pdfText(bytes);
    for (const part of [
      'Auctions Report, 01/01/2026 to 06/30/2026',
      'Start date: 01/01/2026 · End date: 06/30/2026 · Auction type: All',
      'Date',
      'Winner Bid Amount',
      '01/02/2026 3:04 PM',
      'Prairie State Auctions',
      '1200 Oak St, Chicago, IL 60614',
      '$1,234.00',
      '$150,000.50',
      '$98,000.00',
      'N/A',
      'Lakeshore Auction House',
      '$301,000.00',
      '05/01/2026 12:00 PM',
      'Page 1 of 1',
    ])
      expect(text).toContain(part);
  });

  it('breaks long tables over pages, repeating the headers, and keeps every row', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({
      start: `2026-02-${String((i % 28) + 1).padStart(2, '0')}T10:${String(i % 60).padStart(2, '0')}:00`,
      company: `Company ${i + 1}`,
      lots: 2,
    }));
    const lots = rows.map((_, i) => [
      {
        address: `${i + 1} Lincoln Blvd, Aurora, IL 60505`,
        opening: 1000 + i,
        winner: `Winner ${i + 1}`,
        amount: 2000 + i,
      },
      {
        address: `${i + 1} Park Ln, Elgin, IL 60120`,
        opening: 3000 + i,
        winner: 'N/A',
        amount: 'N/A',
      },
    ]);
    const pages = await pdfPages(await pdfOf(table(rows, lots)));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page).toContain('Date Company Lots');
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    const text = pages.join(' ');
    rows.forEach((row, i) => {
      expect(text).toContain(`Company ${i + 1}`);
      expect(text).toContain(cellText({ header: '', key: '', kind: 'date' }, row.start));
      expect(text).toContain(`${i + 1} Lincoln Blvd, Aurora, IL 60505`);
      expect(text).toContain(`${i + 1} Park Ln, Elgin, IL 60120`);
      expect(text).toContain(cellText({ header: '', key: '', kind: 'money' }, 1000 + i));
      expect(text).toContain(cellText({ header: '', key: '', kind: 'money' }, 2000 + i));
    });
  });

  it('says so when no row matches', async () => {
    expect(await pdfText(await pdfOf(table([], [])))).toContain(NO_ROWS);
  });
});

describe('the file answer', () => {
  it('names the file and its type', async () => {
    const pdf = fileResponse(new Uint8Array([37, 80, 68, 70]), 'auctions-report.pdf', 'pdf');
    expect(pdf.headers.get('Content-Type')).toBe(PDF_TYPE);
    expect(pdf.headers.get('Content-Length')).toBe('4');
    expect(pdf.headers.get('Content-Disposition')).toBe(
      `attachment; filename="auctions-report.pdf"; filename*=UTF-8''auctions-report.pdf`,
    );
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
    const xlsx = fileResponse(new Uint8Array([80, 75]), 'bids report.xlsx', 'xlsx');
    expect(xlsx.headers.get('Content-Type')).toBe(XLSX_TYPE);
    expect(xlsx.headers.get('Content-Disposition')).toBe(
      `attachment; filename="bids report.xlsx"; filename*=UTF-8''bids%20report.xlsx`,
    );
  });
});
