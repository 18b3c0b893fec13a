import { HttpResponse } from 'msw';
import { formatDateTime, formatMoney } from '../../lib/format';

/**
 * Report exports as real files: one table (with optional nested rows under each row) written as
 * an Excel workbook (exceljs) or a PDF document (pdfkit). Both libraries are loaded on first use
 * only: they are large, and only the export routes need them.
 *
 * The workbook's one sheet holds the title (row 1), the filters line (row 2), the column headers
 * (row 3), then each row followed by its nested rows: their own header and rows, outline level 1,
 * first cell indented. Money cells are numbers shown as USD, dates are text as MM/DD/YYYY h:mm A.
 * The PDF is US Letter landscape: the title, the filters line, the table with its header repeated
 * on every page, nested rows indented under their row, and "Page n of N" at the foot.
 */

export type ExportCell = string | number | null;

export interface ExportColumn {
  header: string;
  key: string;
  /** The least width, in characters. */
  width?: number;
  /** money: USD ($1,234.00); date: MM/DD/YYYY h:mm A; int: whole number; text (default). */
  kind?: 'text' | 'money' | 'date' | 'int';
}

export interface ExportTable {
  title: string;
  /** the filters used, one line */
  filters: string;
  columns: ExportColumn[];
  rows: Record<string, ExportCell>[];
  /** optional nested rows printed under a row (e.g. a lot's bids) */
  groups?: {
    columns: ExportColumn[];
    rowsOf(row: Record<string, ExportCell>, index: number): Record<string, ExportCell>[];
  };
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_TYPE = 'application/pdf';

/** What a table prints when no row matches. */
export const NO_ROWS = 'No records match the filters.';

const MONEY_FORMAT = '"$"#,##0.00';
const INT_FORMAT = '#,##0';

/** A cell as the files print it: money as USD, dates as MM/DD/YYYY h:mm A, nothing as blank. */
export function cellText(column: ExportColumn, value: ExportCell | undefined): string {
  if (value == null || value === '') return '';
  if (typeof value === 'number') {
    if (column.kind === 'money') return formatMoney(value, 2);
    if (column.kind === 'int') return Math.round(value).toLocaleString('en-US');
    if (column.kind === 'date') return formatDateTime(value);
    return String(value);
  }
  if (column.kind === 'date') {
    const time = Date.parse(value);
    return Number.isFinite(time) ? formatDateTime(value) : value;
  }
  return value;
}

const isNumeric = (column: ExportColumn) => column.kind === 'money' || column.kind === 'int';

/** Each row with its nested rows (empty without groups). */
function withNested(table: ExportTable) {
  return table.rows.map((row, index) => ({
    row,
    nested: table.groups ? table.groups.rowsOf(row, index) : [],
  }));
}

// ---------------------------------------------------------------------------------------------
// Excel

type ExcelJs = typeof import('exceljs');

async function excelJs(): Promise<ExcelJs> {
  const mod = (await import('exceljs')) as ExcelJs & { default?: ExcelJs };
  return mod.default ?? mod;
}

/** Character widths that fit the longest header or value of each column, within 8 to 60. */
function sheetWidths(table: ExportTable, nested: Record<string, ExportCell>[][]): number[] {
  const count = Math.max(table.columns.length, table.groups?.columns.length ?? 0);
  const widths = Array.from({ length: count }, () => 8);
  const fit = (columns: ExportColumn[], rows: Record<string, ExportCell>[], indent: number) =>
    columns.forEach((column, i) => {
      const longest = Math.max(
        column.header.length,
        column.width ?? 0,
        ...rows.map((row) => cellText(column, row[column.key]).length),
      );
      widths[i] = Math.max(widths[i], Math.min(60, longest + 2 + (i === 0 ? indent : 0)));
    });
  fit(table.columns, table.rows, 0);
  if (table.groups) fit(table.groups.columns, nested.flat(), 3);
  return widths;
}

/** The table as an .xlsx workbook of one sheet. */
export async function xlsxOf(table: ExportTable): Promise<Uint8Array<ArrayBuffer>> {
  const ExcelJS = await excelJs();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Bidright';
  workbook.title = table.title;
  // The sheet is named after the title's first part ("Auctions Report"), as Excel allows.
  const sheetName = table.title
    .split(',')[0]
    .replace(/[\\/?*[\]:]/g, ' ')
    .trim()
    .slice(0, 31);
  const sheet = workbook.addWorksheet(sheetName || 'Report', {
    properties: { outlineProperties: { summaryBelow: false, summaryRight: false } },
    views: [{ state: 'frozen', ySplit: 3 }],
  });
  const rows = withNested(table);
  sheetWidths(
    table,
    rows.map((r) => r.nested),
  ).forEach((width, i) => {
    sheet.getColumn(i + 1).width = width;
  });

  const titleRow = sheet.addRow([table.title]);
  titleRow.font = { bold: true, size: 14 };
  sheet.addRow([table.filters]).font = { italic: true };

  const header = (columns: ExportColumn[], level: 0 | 1) => {
    const row = sheet.addRow(columns.map((c) => c.header));
    row.outlineLevel = level;
    row.eachCell((cell, n) => {
      const column = columns[n - 1];
      cell.font = { bold: true };
      cell.fill = {
        type: 'pattern',
        pattern: 'solid',
        fgColor: { argb: level ? 'FFF2F2F2' : 'FFD9E2F3' },
      };
      cell.border = { bottom: { style: 'thin' } };
      cell.alignment = {
        horizontal: column && isNumeric(column) ? 'right' : 'left',
        indent: level && n === 1 ? 2 : 0,
      };
    });
  };

  const body = (columns: ExportColumn[], record: Record<string, ExportCell>, level: 0 | 1) => {
    const row = sheet.addRow(
      columns.map((column) => {
        const value = record[column.key];
        if (value == null || value === '') return null;
        if (typeof value === 'number' && isNumeric(column)) return value;
        return cellText(column, value);
      }),
    );
    row.outlineLevel = level;
    columns.forEach((column, i) => {
      const cell = row.getCell(i + 1);
      if (typeof cell.value === 'number')
        cell.numFmt = column.kind === 'money' ? MONEY_FORMAT : INT_FORMAT;
      cell.alignment = {
        vertical: 'top',
        wrapText: true,
        horizontal: isNumeric(column) ? 'right' : 'left',
        indent: level && i === 0 ? 2 : 0,
      };
    });
  };

  header(table.columns, 0);
  if (!rows.length) sheet.addRow([NO_ROWS]).font = { italic: true };
  for (const { row, nested } of rows) {
    body(table.columns, row, 0);
    if (!table.groups || !nested.length) continue;
    header(table.groups.columns, 1);
    for (const child of nested) body(table.groups.columns, child, 1);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

// ---------------------------------------------------------------------------------------------
// PDF

type PdfDocument = InstanceType<typeof import('pdfkit')>;
type PdfKitCtor = typeof import('pdfkit');

async function pdfKit(): Promise<PdfKitCtor> {
  const mod = (await import('pdfkit')) as unknown as PdfKitCtor & { default?: PdfKitCtor };
  return mod.default ?? mod;
}

const MARGIN = 36;
const PAD = 4;
const FONT_SIZE = 9;
const INDENT = 18;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/**
 * pdfkit tells bytes from text with `instanceof Uint8Array`. Where the global Uint8Array is not
 * Node's own (a DOM test environment), its compressed streams would be taken for text: there
 * the streams are written uncompressed (a larger file with the same content).
 */
const nodeBytes = () => typeof Buffer !== 'undefined' && Buffer.alloc(0) instanceof Uint8Array;

/** Point widths that fit the content, stretched or shrunk to fill `available`. */
function pdfWidths(
  doc: PdfDocument,
  columns: ExportColumn[],
  rows: Record<string, ExportCell>[],
  available: number,
): number[] {
  const cap = available * 0.4;
  const wanted = columns.map((column) => {
    doc.font(BOLD).fontSize(FONT_SIZE);
    let widest = Math.max(doc.widthOfString(column.header), (column.width ?? 0) * 5);
    doc.font(REGULAR).fontSize(FONT_SIZE);
    for (const row of rows)
      widest = Math.max(widest, doc.widthOfString(cellText(column, row[column.key])));
    return Math.min(cap, widest + PAD * 2 + 1);
  });
  const total = wanted.reduce((a, b) => a + b, 0) || 1;
  return wanted.map((w) => (w / total) * available);
}

interface Band {
  columns: ExportColumn[];
  widths: number[];
  x: number;
}

/** The table as a PDF document. */
export async function pdfOf(table: ExportTable): Promise<Uint8Array<ArrayBuffer>> {
  const PDFDocument = await pdfKit();
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    compress: nodeBytes(),
    info: { Title: table.title, Author: 'Bidright' },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });

  const left = MARGIN;
  const available = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - 14;
  const rows = withNested(table);
  const main: Band = {
    columns: table.columns,
    widths: pdfWidths(doc, table.columns, table.rows, available),
    x: left,
  };
  const group: Band | null = table.groups
    ? {
        columns: table.groups.columns,
        widths: pdfWidths(
          doc,
          table.groups.columns,
          rows.flatMap((r) => r.nested),
          available - INDENT,
        ),
        x: left + INDENT,
      }
    : null;

  let y = MARGIN;
  /** The headers a new page repeats: the table's, and the nested one while inside a group. */
  let openGroup = false;

  const heightOf = (band: Band, texts: string[], font: string) => {
    doc.font(font).fontSize(FONT_SIZE);
    return (
      Math.max(
        ...texts.map((t, i) => doc.heightOfString(t || ' ', { width: band.widths[i] - PAD * 2 })),
      ) +
      PAD * 2
    );
  };

  const paint = (band: Band, texts: string[], font: string, fill: string | null) => {
    const height = heightOf(band, texts, font);
    const width = band.widths.reduce((a, b) => a + b, 0);
    if (fill) doc.save().rect(band.x, y, width, height).fill(fill).restore();
    doc.font(font).fontSize(FONT_SIZE).fillColor('#000000');
    let x = band.x;
    texts.forEach((text, i) => {
      const column = band.columns[i];
      doc.text(text, x + PAD, y + PAD, {
        width: band.widths[i] - PAD * 2,
        align: isNumeric(column) ? 'right' : 'left',
      });
      x += band.widths[i];
    });
    doc
      .save()
      .moveTo(band.x, y + height)
      .lineTo(band.x + width, y + height)
      .lineWidth(0.5)
      .strokeColor('#BFBFBF')
      .stroke()
      .restore();
    y += height;
  };

  const headerTexts = (band: Band) => band.columns.map((c) => c.header);

  const newPage = () => {
    doc.addPage();
    y = MARGIN;
    doc.font(BOLD).fontSize(10).text(table.title, left, y, { width: available, lineBreak: false });
    y += 18;
    paint(main, headerTexts(main), BOLD, '#D9E2F3');
    if (openGroup && group) paint(group, headerTexts(group), BOLD, '#F2F2F2');
  };

  /** Paints a row, first moving to a new page when it would not fit (with `keep` more points). */
  const line = (band: Band, texts: string[], font: string, fill: string | null, keep = 0) => {
    if (y + heightOf(band, texts, font) + keep > bottom()) newPage();
    paint(band, texts, font, fill);
  };

  doc.font(BOLD).fontSize(16).text(table.title, left, y, { width: available });
  y = doc.y + 4;
  doc.font(REGULAR).fontSize(10).fillColor('#404040').text(table.filters, left, y, {
    width: available,
  });
  y = doc.y + 10;
  paint(main, headerTexts(main), BOLD, '#D9E2F3');

  if (!rows.length) {
    doc.font(REGULAR).fontSize(FONT_SIZE).fillColor('#000000');
    doc.text(NO_ROWS, left + PAD, y + PAD, { width: available });
  }
  for (const { row, nested } of rows) {
    openGroup = false;
    const texts = main.columns.map((c) => cellText(c, row[c.key]));
    // A row starts on a new page rather than leave its nested header alone at the foot.
    const keep = group && nested.length ? heightOf(group, headerTexts(group), BOLD) * 2 : 0;
    // Rows that hold nested rows stand out from them.
    line(main, texts, group ? BOLD : REGULAR, null, keep);
    if (!group || !nested.length) continue;
    paint(group, headerTexts(group), BOLD, '#F2F2F2');
    openGroup = true;
    for (const child of nested)
      line(
        group,
        group.columns.map((c) => cellText(c, child[c.key])),
        REGULAR,
        null,
      );
  }

  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    // The foot lies in the bottom margin: writing there must not open another page.
    const margins = doc.page.margins;
    const saved = margins.bottom;
    margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor('#595959')
      .text(`Page ${i + 1} of ${pages.count}`, left, doc.page.height - MARGIN + 8, {
        width: available,
        align: 'right',
        lineBreak: false,
      });
    margins.bottom = saved;
  }
  doc.end();
  await ended;
  const size = chunks.reduce((n, c) => n + c.byteLength, 0);
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return bytes;
}

// ---------------------------------------------------------------------------------------------

/** A file answer: its content type, length, and an attachment Content-Disposition. */
export function fileResponse(bytes: Uint8Array, fileName: string, kind: 'pdf' | 'xlsx'): Response {
  const body = new Uint8Array(bytes);
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return new HttpResponse(body, {
    headers: {
      'Content-Type': kind === 'pdf' ? PDF_TYPE : XLSX_TYPE,
      'Content-Length': String(body.byteLength),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });
}
