// @vitest-environment node
import { acceptAttribute, checkUpload, UPLOAD_RULES } from '../../src/lib/upload';

const MB = 1024 * 1024;
const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const pdf5 = { accept: 'pdf', maxMb: 5 } as const;
const xlsx10 = { accept: 'xlsx', maxMb: 10 } as const;
const image5 = { accept: 'image', maxMb: 5 } as const;

describe('upload checks', () => {
  it.each([
    // name, size, MIME, rule, message
    ['wire.pdf', 1 * MB, PDF, pdf5, null],
    ['wire.pdf', 5 * MB - 1, PDF, pdf5, null],
    ['wire.pdf', 5 * MB, PDF, pdf5, 'File must be smaller than 5MB!'],
    ['wire.pdf', 6 * MB, PDF, pdf5, 'File must be smaller than 5MB!'],
    ['WIRE.PDF', 1 * MB, PDF, pdf5, null],
    ['wire.pdf', 1 * MB, '', pdf5, null],
    ['wire.pdf', 1 * MB, 'application/octet-stream', pdf5, null],
    ['wire.pdf', 1 * MB, 'image/png', pdf5, 'wire.pdf is not a pdf file'],
    ['wire.docx', 1 * MB, PDF, pdf5, 'wire.docx is not a pdf file'],
    ['wire', 1 * MB, PDF, pdf5, 'wire is not a pdf file'],
    ['pdf', 1 * MB, PDF, pdf5, 'pdf is not a pdf file'],
    ['notes.txt', 9 * MB, 'text/plain', pdf5, 'notes.txt is not a pdf file'],
    ['clients.xlsx', 9 * MB, XLSX, xlsx10, null],
    ['Clients.XLSX', 9 * MB, '', xlsx10, null],
    ['clients.xlsx', 10 * MB, XLSX, xlsx10, 'File must be smaller than 10MB!'],
    ['clients.xls', 1 * MB, 'application/vnd.ms-excel', xlsx10, 'clients.xls is not a xlsx file'],
    ['clients.csv', 1 * MB, 'text/csv', xlsx10, 'clients.csv is not a xlsx file'],
    ['logo.png', 1 * MB, 'image/png', image5, null],
    ['logo.JPEG', 1 * MB, 'image/jpeg', image5, null],
    ['logo.svg', 1 * MB, 'image/svg+xml', image5, 'logo.svg is not an image file'],
    ['logo.png', 5 * MB, 'image/png', image5, 'File must be smaller than 5MB!'],
  ] as const)('%s (%d bytes, %j)', (name, size, type, rule, message) => {
    expect(checkUpload({ name, size, type }, rule)).toBe(message);
  });

  it('carries the spec limits: wire instructions PDF under 5 MB, client import xlsx under 10 MB', () => {
    expect(UPLOAD_RULES.wireInstructions).toEqual({ accept: 'pdf', maxMb: 5 });
    expect(UPLOAD_RULES.clientImport).toEqual({ accept: 'xlsx', maxMb: 10 });
  });

  it('tells the file picker what to offer', () => {
    expect(acceptAttribute('pdf')).toBe('.pdf,application/pdf');
    expect(acceptAttribute('xlsx')).toContain('.xlsx');
  });
});
