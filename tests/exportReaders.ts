/**
 * Readers of the exported files, as a user's spreadsheet or PDF reader would open them: the
 * workbook through exceljs, the PDF's text through PDF.js (unpdf).
 */

export type SheetCell = string | number | null;

type ExcelJs = typeof import('exceljs');

async function excelJs(): Promise<ExcelJs> {
  const mod = (await import('exceljs')) as ExcelJs & { default?: ExcelJs };
  return mod.default ?? mod;
}

/** A cell's value: numbers stay numbers, text (rich or plain, or a formula's result) as text. */
function valueOf(value: unknown): SheetCell {
  if (value == null) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return valueOf(v.result);
    if (typeof v.text === 'string') return v.text;
  }
  return String(value);
}

/**
 * The first sheet's non-empty rows, top to bottom, each as its cells from column A (trailing
 * blanks dropped): the title row, the filters row, the header row, then the data rows.
 */
export async function readXlsxRows(bytes: Uint8Array | ArrayBuffer): Promise<SheetCell[][]> {
  const ExcelJS = await excelJs();
  const workbook = new ExcelJS.Workbook();
  const data = bytes instanceof ArrayBuffer ? bytes : new Uint8Array(bytes).buffer;
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  const rows: SheetCell[][] = [];
  sheet.eachRow((row) => {
    const cells: SheetCell[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(valueOf(row.getCell(c).value));
    while (cells.length && cells[cells.length - 1] === null) cells.pop();
    if (cells.length) rows.push(cells);
  });
  return rows;
}

/**
 * Each page's text in drawing order: pieces on one line that touch are joined as they are, any
 * other two pieces (another cell, a wrapped line, another line) by one space.
 */
export async function pdfPages(bytes: Uint8Array | ArrayBuffer): Promise<string[]> {
  const { getDocumentProxy } = await import('unpdf');
  // PDF.js takes ownership of the buffer it reads: give it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes).slice());
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    let text = '';
    let end: { x: number; y: number } | null = null;
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const [, , , , x, y] = item.transform as number[];
      const touches = end !== null && Math.abs(y - end.y) < 1 && Math.abs(x - end.x) < 1.5;
      if (text && !touches) text += ' ';
      text += item.str;
      end = item.hasEOL ? null : { x: x + item.width, y };
    }
    pages.push(text.replace(/\s+/g, ' ').trim());
  }
  await pdf.destroy();
  return pages;
}

/** The whole PDF's text, pages in order, whitespace collapsed to single spaces. */
export async function pdfText(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  return (await pdfPages(bytes)).join(' ');
}
