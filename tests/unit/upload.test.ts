// @vitest-environment node
import {
  acceptAttribute,
  checkFile,
  checkUpload,
  detectedType,
  detectFormat,
  opensInline,
  UPLOAD_RULES,
  type FileFormat,
} from '../../src/lib/upload';

const MB = 1024 * 1024;
const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const pdf5 = { accept: 'pdf', maxMb: 5 } as const;
const xlsx10 = { accept: 'xlsx', maxMb: 10 } as const;
const image5 = { accept: 'image', maxMb: 5 } as const;
const doc25 = UPLOAD_RULES.document;

const text = (s: string) => new TextEncoder().encode(s);
const bytes = (...b: number[]) => Uint8Array.from(b);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** The first bytes of real files of each format. */
const HEAD = {
  pdf: text('%PDF-1.7\n%âãÏÓ\n1 0 obj'),
  png: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52),
  jpeg: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46),
  gif: text('GIF89a\x01\x00\x01\x00'),
  webp: concat(text('RIFF'), bytes(0x24, 0, 0, 0), text('WEBPVP8 ')),
  zip: concat(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0), text('[Content_Types].xml')),
  ole: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0),
  text: text('Parcel 14-21-101-001, Cook County\n'),
  csv: text('Firm Name,City\nAlder & Finch LLP,Chicago\n'),
  html: text('<!DOCTYPE html><html><script>alert(document.cookie)</script></html>'),
  svg: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  xml: text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
  bomHtml: concat(bytes(0xef, 0xbb, 0xbf), text('  \n <html><body>x</body></html>')),
  nul: text('looks like text\u0000but is binary'),
  riffWave: concat(text('RIFF'), bytes(0x24, 0, 0, 0), text('WAVEfmt ')),
  empty: new Uint8Array(0),
} as const;

describe('the format a file’s first bytes show', () => {
  it.each([
    ['pdf', HEAD.pdf, 'pdf'],
    ['png', HEAD.png, 'png'],
    ['jpeg', HEAD.jpeg, 'jpeg'],
    ['gif', HEAD.gif, 'gif'],
    ['webp', HEAD.webp, 'webp'],
    ['OOXML / ODF zip package', HEAD.zip, 'zip'],
    ['legacy office (OLE)', HEAD.ole, 'ole'],
    ['plain text', HEAD.text, 'text'],
    ['csv', HEAD.csv, 'text'],
    ['an HTML page', HEAD.html, null],
    ['an SVG picture', HEAD.svg, null],
    ['XML', HEAD.xml, null],
    ['HTML after a byte-order mark and whitespace', HEAD.bomHtml, null],
    ['binary with a NUL byte', HEAD.nul, null],
    ['a RIFF file that is no WebP', HEAD.riffWave, null],
    ['nothing', HEAD.empty, null],
  ] as [string, Uint8Array, FileFormat | null][])('%s: %s', (_what, head, format) => {
    expect(detectFormat(head)).toBe(format);
  });

  it('looks for a NUL only in the first kilobyte', () => {
    const late = concat(text('a'.repeat(1024)), bytes(0));
    expect(detectFormat(late.subarray(0, 1024))).toBe('text');
  });
});

describe('upload checks', () => {
  it.each([
    // name, size, MIME, first bytes, rule, message
    ['wire.pdf', 1 * MB, PDF, HEAD.pdf, pdf5, null],
    ['wire.pdf', 5 * MB - 1, PDF, HEAD.pdf, pdf5, null],
    ['wire.pdf', 5 * MB, PDF, HEAD.pdf, pdf5, 'File must be smaller than 5MB!'],
    ['wire.pdf', 6 * MB, PDF, HEAD.pdf, pdf5, 'File must be smaller than 5MB!'],
    ['WIRE.PDF', 1 * MB, PDF, HEAD.pdf, pdf5, null],
    ['wire.pdf', 1 * MB, '', HEAD.pdf, pdf5, null],
    ['wire.pdf', 1 * MB, 'application/octet-stream', HEAD.pdf, pdf5, null],
    ['wire.pdf', 1 * MB, 'image/png', HEAD.pdf, pdf5, 'wire.pdf is not a pdf file'],
    ['wire.docx', 1 * MB, PDF, HEAD.pdf, pdf5, 'wire.docx is not a pdf file'],
    ['wire', 1 * MB, PDF, HEAD.pdf, pdf5, 'wire is not a pdf file'],
    ['pdf', 1 * MB, PDF, HEAD.pdf, pdf5, 'pdf is not a pdf file'],
    ['notes.txt', 9 * MB, 'text/plain', HEAD.text, pdf5, 'notes.txt is not a pdf file'],
    // An HTML page renamed .pdf, and a PDF of the wrong size as well: the type message.
    ['wire.pdf', 1 * MB, PDF, HEAD.html, pdf5, 'wire.pdf is not a pdf file'],
    ['wire.pdf', 9 * MB, PDF, HEAD.html, pdf5, 'wire.pdf is not a pdf file'],
    ['wire.pdf', 0, PDF, HEAD.empty, pdf5, 'wire.pdf is not a pdf file'],
    ['clients.xlsx', 9 * MB, XLSX, HEAD.zip, xlsx10, null],
    ['Clients.XLSX', 9 * MB, '', HEAD.zip, xlsx10, null],
    ['clients.xlsx', 10 * MB, XLSX, HEAD.zip, xlsx10, 'File must be smaller than 10MB!'],
    ['clients.xlsx', 1 * MB, XLSX, HEAD.csv, xlsx10, 'clients.xlsx is not a xlsx file'],
    [
      'clients.xls',
      1 * MB,
      'application/vnd.ms-excel',
      HEAD.ole,
      xlsx10,
      'clients.xls is not a xlsx file',
    ],
    ['clients.csv', 1 * MB, 'text/csv', HEAD.csv, xlsx10, 'clients.csv is not a xlsx file'],
    ['logo.png', 1 * MB, 'image/png', HEAD.png, image5, null],
    ['logo.JPEG', 1 * MB, 'image/jpeg', HEAD.jpeg, image5, null],
    ['logo.jpg', 1 * MB, 'image/jpeg', HEAD.jpeg, image5, null],
    ['logo.gif', 1 * MB, 'image/gif', HEAD.gif, image5, null],
    ['logo.webp', 1 * MB, 'image/webp', HEAD.webp, image5, null],
    ['logo.svg', 1 * MB, 'image/svg+xml', HEAD.svg, image5, 'logo.svg is not an image file'],
    ['logo.png', 1 * MB, 'image/png', HEAD.svg, image5, 'logo.png is not an image file'],
    ['logo.png', 1 * MB, 'image/png', HEAD.jpeg, image5, 'logo.png is not an image file'],
    ['logo.png', 5 * MB, 'image/png', HEAD.png, image5, 'File must be smaller than 5MB!'],
    ['deed.pdf', 24 * MB, PDF, HEAD.pdf, doc25, null],
    ['deed.pdf', 25 * MB, PDF, HEAD.pdf, doc25, 'File must be smaller than 25MB!'],
    ['DEED.PDF', 1 * MB, PDF, HEAD.pdf, doc25, null],
    ['deed.pdf', 1 * MB, PDF, HEAD.html, doc25, 'deed.pdf is not a document file'],
    ['deed.html', 1 * MB, 'text/html', HEAD.html, doc25, 'deed.html is not a document file'],
    [
      'deed.pdf.html',
      1 * MB,
      'text/html',
      HEAD.html,
      doc25,
      'deed.pdf.html is not a document file',
    ],
    ['deed.pdf.html', 1 * MB, '', HEAD.pdf, doc25, 'deed.pdf.html is not a document file'],
    ['deed.html.pdf', 1 * MB, PDF, HEAD.pdf, doc25, null],
    ['plat.svg', 1 * MB, 'image/svg+xml', HEAD.svg, doc25, 'plat.svg is not a document file'],
    ['deed.pdf', 0, PDF, HEAD.empty, doc25, 'deed.pdf is not a document file'],
    ['notes.txt', 0, 'text/plain', HEAD.empty, doc25, 'notes.txt is not a document file'],
    ['photo.jpg', 1 * MB, 'image/jpeg', HEAD.jpeg, doc25, null],
    ['letter.docx', 1 * MB, '', HEAD.zip, doc25, null],
    ['letter.doc', 1 * MB, 'application/msword', HEAD.ole, doc25, null],
    ['ledger.xls', 1 * MB, 'application/vnd.ms-excel', HEAD.ole, doc25, null],
    ['deck.pptx', 1 * MB, '', HEAD.zip, doc25, null],
    ['deck.ppt', 1 * MB, '', HEAD.ole, doc25, null],
    ['notice.odt', 1 * MB, '', HEAD.zip, doc25, null],
    ['ledger.ods', 1 * MB, '', HEAD.zip, doc25, null],
    ['letter.docx', 1 * MB, '', HEAD.ole, doc25, 'letter.docx is not a document file'],
    ['notes.txt', 1 * MB, 'text/plain', HEAD.text, doc25, null],
    ['Notes.TXT', 1 * MB, 'text/plain', HEAD.text, doc25, null],
    ['notes.txt', 1 * MB, 'text/plain', HEAD.html, doc25, 'notes.txt is not a document file'],
    ['notes.txt', 1 * MB, 'text/plain', HEAD.nul, doc25, 'notes.txt is not a document file'],
    // Windows names a csv an Excel file: still one of the document types.
    ['ledger.csv', 1 * MB, 'application/vnd.ms-excel', HEAD.csv, doc25, null],
    ['ledger.csv', 1 * MB, 'text/html', HEAD.csv, doc25, 'ledger.csv is not a document file'],
    ['run.exe', 1 * MB, '', bytes(0x4d, 0x5a, 0x90, 0), doc25, 'run.exe is not a document file'],
    [
      'archive.zip',
      1 * MB,
      'application/zip',
      HEAD.zip,
      doc25,
      'archive.zip is not a document file',
    ],
  ] as const)('%s (%d bytes, %j)', (name, size, type, head, rule, message) => {
    expect(checkUpload({ name, size, type }, rule, head)).toBe(message);
  });

  it('reads the first bytes of a picked file itself', async () => {
    const file = (parts: BlobPart[], name: string, type: string) => new File(parts, name, { type });
    expect(await checkFile(file([HEAD.pdf], 'deed.pdf', PDF), doc25)).toBeNull();
    expect(await checkFile(file([HEAD.html], 'deed.pdf', PDF), doc25)).toBe(
      'deed.pdf is not a document file',
    );
    expect(await checkFile(file([HEAD.svg], 'logo.svg', 'image/svg+xml'), image5)).toBe(
      'logo.svg is not an image file',
    );
  });

  it('carries the spec limits: wire instructions PDF under 5 MB, client import xlsx under 10 MB', () => {
    expect(UPLOAD_RULES.wireInstructions).toEqual({ accept: 'pdf', maxMb: 5 });
    expect(UPLOAD_RULES.clientImport).toEqual({ accept: 'xlsx', maxMb: 10 });
    expect(UPLOAD_RULES.document).toEqual({ accept: 'document', maxMb: 25 });
  });

  it('tells the file picker what to offer, never SVG', () => {
    expect(acceptAttribute('pdf')).toBe('.pdf,application/pdf');
    expect(acceptAttribute('xlsx')).toContain('.xlsx');
    expect(acceptAttribute('image')).toBe(
      '.png,.jpg,.jpeg,.gif,.webp,image/png,image/jpeg,image/gif,image/webp',
    );
    for (const kind of ['image', 'document'] as const)
      expect(acceptAttribute(kind)).not.toMatch(/svg/);
    expect(acceptAttribute('document').split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.docx', '.xls', '.odt', '.csv', '.txt', 'text/plain']),
    );
  });
});

describe('the stored type', () => {
  it.each([
    ['scan.pdf', HEAD.pdf, PDF],
    ['front.JPG', HEAD.jpeg, 'image/jpeg'],
    [
      'letter.docx',
      HEAD.zip,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['ledger.xls', HEAD.ole, 'application/vnd.ms-excel'],
    ['notes.txt', HEAD.text, 'text/plain'],
    ['evil.pdf', HEAD.html, null],
    ['evil.html', HEAD.html, null],
  ] as const)('%s is stored as %s', (name, head, type) => {
    expect(detectedType(name, head)).toBe(type);
  });

  it('opens pictures and PDFs in the browser, saves the rest', () => {
    expect(
      ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'].every(opensInline),
    ).toBe(true);
    expect(['image/svg+xml', 'text/plain', 'text/html', XLSX].some(opensInline)).toBe(false);
  });
});
