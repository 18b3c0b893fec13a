// Answers the calls of src/api/clientImport.ts.
import { http, HttpResponse } from 'msw';
import * as api from '../../api/contract/clientImport';
import type { AttorneyEmailCheck, ClientImportResult } from '../../api/contract/clientImport';
import { answer } from '../answer';
import { CLIENT_IMPORT_COLUMNS } from '../../lib/clientImport';
import { STAFF } from '../../lib/roles';
import { checkFile, UPLOAD_RULES } from '../../lib/upload';
import { US_STATES } from '../../lib/usStates';
import { simIso } from '../clock';
import { db } from '../db';
import type { Address, Client, User } from '../db/types';
import { makeClient } from '../factories';
import { fileField, formOf } from '../files';
import { attorneyById, clientById, isClientOfCompany, linkOf } from '../rules/firms';
import { badRequest, forbidden, notFound, withUser } from '../tokens';

/**
 * Clients imported from an Excel workbook, the import template, and connecting the firm of an
 * attorney already on the platform (spec 2 sections 2, 7 and 9).
 */

type ExcelJs = typeof import('exceljs');

/** The workbook library, loaded on first use only (it is large and only these routes need it). */
async function excelJs(): Promise<ExcelJs> {
  const mod = (await import('exceljs')) as ExcelJs & { default?: ExcelJs };
  return mod.default ?? mod;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TEMPLATE_NAME = 'client-import-template.xlsx';

const EXAMPLE_ROW = [
  'Example Law Group LLC',
  '100 N Wacker Dr',
  'Suite 400',
  'Chicago',
  'IL',
  '60606',
  '(312) 555-0100',
  'office@examplelaw.test',
];

const STATE_CODES = new Set(US_STATES.map((s) => s.code));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The caller's company, or the refusal for staff without one. */
const companyOf = (user: User): number | Response =>
  user.companyId ?? forbidden('You are not a member of an auction company!');

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** One row of the sheet as text, cell by cell (a zip typed as a number keeps its leading zeros). */
interface SheetRow {
  number: number;
  cells: string[];
}

type Worksheet = import('exceljs').Worksheet;

function rowsOf(sheet: Worksheet): SheetRow[] {
  const rows: SheetRow[] = [];
  sheet.eachRow((row, number) => {
    const cells = CLIENT_IMPORT_COLUMNS.map((column, i) => {
      const cell = row.getCell(i + 1);
      if (column === 'Zip Code' && typeof cell.value === 'number')
        return String(cell.value).padStart(5, '0');
      return cell.text.trim();
    });
    rows.push({ number, cells });
  });
  return rows;
}

interface ParsedClient {
  name: string;
  address: Address;
  phoneNumber: string;
  email: string;
}

/** The client a row describes, or why it is refused. */
function parseRow(cells: string[]): ParsedClient | string {
  const [name, streetLine1, streetLine2, city, rawState, zipCode, phone, email] = cells;
  if (!name) return 'Firm Name is required.';
  const state = rawState.toUpperCase();
  if (!STATE_CODES.has(state)) return `State "${rawState}" is not a US state code.`;
  if (!/^\d{5}$/.test(zipCode)) return `Zip Code "${zipCode}" is not 5 digits.`;
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (phone && (digits.length !== 10 || /[A-Za-z]/.test(phone)))
    return `Phone Number "${phone}" is not 10 digits.`;
  if (email && !EMAIL.test(email)) return `Email "${email}" is not a valid e-mail address.`;
  return {
    name: name.replace(/\s+/g, ' '),
    address: { streetLine1, ...(streetLine2 ? { streetLine2 } : {}), city, state, zipCode },
    phoneNumber: phone ? digits : '',
    email,
  };
}

/** Reads the upload's first worksheet, or answers why the file cannot be imported. */
async function sheetOf(file: File): Promise<SheetRow[] | Response> {
  const ExcelJS = await excelJs();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(await file.arrayBuffer());
  } catch {
    return badRequest(`${file.name} could not be read as an Excel workbook.`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return badRequest(`${file.name} has no worksheet.`);
  const rows = rowsOf(sheet);
  const header = rows[0]?.number === 1 ? rows[0].cells : [];
  const matches = CLIENT_IMPORT_COLUMNS.every((c, i) => nameKey(header[i] ?? '') === nameKey(c));
  if (!matches)
    return badRequest(
      `The first row of the worksheet must name the columns ${CLIENT_IMPORT_COLUMNS.join(', ')}.`,
    );
  return rows.slice(1).filter((r) => r.cells.some(Boolean));
}

/** The template: the header row and one example row, columns wide enough to read. */
async function templateBytes() {
  const ExcelJS = await excelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Clients');
  sheet.columns = CLIENT_IMPORT_COLUMNS.map((header) => ({
    header,
    width: Math.max(16, header.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  const example = sheet.addRow(EXAMPLE_ROW);
  // Text cells, so a spreadsheet keeps the zip code's and phone number's digits as typed.
  example.eachCell((cell) => (cell.numFmt = '@'));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The first attorney with this e-mail address (case and spaces ignored). */
const attorneyWithEmail = (email: string) => {
  const wanted = email.trim().toLowerCase();
  return [...db.attorneys]
    .sort((a, b) => a.id - b.id)
    .find((a) => a.email.trim().toLowerCase() === wanted);
};

const decoded = (value: unknown) => {
  const text = String(value ?? '');
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const isId = (value: unknown) => /^\d+$/.test(String(value));

export const clientImportHandlers = [
  // Clients from the first worksheet of an .xlsx under 10 MB (multipart field excelFile).
  http.post('*/api/clients/import', ({ request }) =>
    withUser(
      request,
      async (user) => {
        const companyId = companyOf(user);
        if (companyId instanceof Response) return companyId;
        const form = await formOf(request);
        if (!form) return badRequest('The workbook must be sent as multipart form data.');
        const file = fileField(form, 'excelFile');
        if (!file) return badRequest('excelFile is required.');
        const refusal = await checkFile(file, UPLOAD_RULES.clientImport);
        if (refusal) return badRequest(refusal);
        const rows = await sheetOf(file);
        if (rows instanceof Response) return rows;

        const taken = new Map<string, string>();
        for (const c of db.clients)
          if (isClientOfCompany(c, companyId)) taken.set(nameKey(c.name), 'is already a client');
        const result: ClientImportResult = { imported: 0, refused: [] };
        const accepted: ParsedClient[] = [];
        for (const row of rows) {
          const parsed = parseRow(row.cells);
          if (typeof parsed === 'string') {
            result.refused.push({ row: row.number, reason: parsed });
            continue;
          }
          const duplicate = taken.get(nameKey(parsed.name));
          if (duplicate) {
            result.refused.push({ row: row.number, reason: `"${parsed.name}" ${duplicate}.` });
            continue;
          }
          taken.set(nameKey(parsed.name), `is already on row ${row.number}`);
          accepted.push(parsed);
        }
        for (const c of accepted)
          makeClient({ ...c, logoUrl: '', status: 'Active', companyIds: [companyId], links: [] });
        result.imported = accepted.length;
        return answer(api.importClients, result);
      },
      STAFF,
    ),
  ),

  // The import template (designed): the header row and an example row.
  http.get('*/api/clients/importtemplate', ({ request }) =>
    withUser(
      request,
      async () => {
        const bytes = await templateBytes();
        return new HttpResponse(bytes, {
          headers: {
            'Content-Type': XLSX_TYPE,
            'Content-Length': String(bytes.byteLength),
            'Content-Disposition': `attachment; filename="${TEMPLATE_NAME}"`,
          },
        });
      },
      STAFF,
    ),
  ),

  // Whether an attorney with this e-mail is on the platform (designed answer), and whether
  // their firm is already a client of the caller's company.
  http.get('*/api/attorneys/checkemail/:email', ({ request, params }) =>
    withUser(
      request,
      (user) => {
        const companyId = companyOf(user);
        if (companyId instanceof Response) return companyId;
        const email = decoded(params.email).trim();
        if (!EMAIL.test(email)) return badRequest('Please enter a valid e-mail address!');
        const attorney = attorneyWithEmail(email);
        const firm = attorney ? clientById(attorney.clientId) : undefined;
        const found: AttorneyEmailCheck =
          attorney && firm
            ? {
                exists: true,
                attorney: {
                  id: attorney.id,
                  isConnected: attorney.userId !== null,
                  firstName: attorney.firstName,
                  lastName: attorney.lastName,
                  email: attorney.email,
                  firmName: firm.name,
                },
                isClient: isClientOfCompany(firm, companyId) || !!linkOf(firm, companyId),
              }
            : { exists: false, attorney: null, isClient: false };
        return answer(api.checkAttorneyEmail, found);
      },
      STAFF,
    ),
  ),

  // Connects the attorney's firm to the caller's company: a linked client with this attorney
  // as the company's contact.
  http.post('*/api/attorneys/:id/connect', ({ request, params }) => {
    if (!isId(params.id)) return undefined;
    return withUser(
      request,
      (user) => {
        const companyId = companyOf(user);
        if (companyId instanceof Response) return companyId;
        const attorney = attorneyById(params.id);
        if (!attorney) return notFound('Attorney is not found!');
        const firm: Client | undefined = clientById(attorney.clientId);
        if (!firm) return notFound('Client is not found!');
        if (isClientOfCompany(firm, companyId) || linkOf(firm, companyId))
          return badRequest(`${firm.name} is already a client of your company!`);
        firm.companyIds.push(companyId);
        firm.links.push({ companyId, linkedSince: simIso(), primaryAttorneyId: attorney.id });
        return answer(api.connectAttorney, { clientId: firm.id });
      },
      STAFF,
    );
  }),
];
