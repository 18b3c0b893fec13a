import { http, HttpResponse } from 'msw';
import { checkFile, detectedType, HEAD_BYTES, opensInline, type UploadRule } from '../lib/upload';
import { onSimReset } from './controls';
import { newId } from './db';
import { canReadFile } from './rules/fileAccess';
import { badRequest, caller, notFound, unauthorized } from './tokens';

/**
 * Who a stored file is served to (designed): `public` pictures (property photos, company and
 * firm logos, backgrounds) to anyone, as the public listings show them; `private` files
 * (documents, wire instructions) only to a signed-in caller allowed to read the record holding
 * them (rules/fileAccess.ts), by the bearer token every call carries.
 */
export type FileAudience = 'public' | 'private';

/** A file uploaded to the simulator (photos, logos, case and lot documents), kept in memory. */
export interface StoredFile {
  id: number;
  name: string;
  /** The type its bytes showed (lib/upload), never the one the uploader stated. */
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
  audience: FileAudience;
}

const files = new Map<number, StoredFile>();

onSimReset(() => files.clear());

/** Where a stored file is served. */
export const fileUrl = (f: StoredFile) => `/sim-files/${f.id}/${encodeURIComponent(f.name)}`;

/** The name as stored: no folders a browser may have sent with it. */
const baseName = (name: string) => name.split(/[\\/]/).pop() || 'file';

/**
 * Checks an upload as a real server would (extension, first bytes, size: lib/upload) and keeps
 * it with the type its bytes show; answers it with its url, or the 400 refusal.
 */
export async function storeUpload(
  file: File,
  rule: UploadRule,
  audience: FileAudience,
): Promise<(StoredFile & { url: string }) | Response> {
  const refusal = await checkFile(file, rule);
  return refusal ? badRequest(refusal) : keep(file, audience);
}

/** Keeps a checked file. */
async function keep(file: File, audience: FileAudience): Promise<StoredFile & { url: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stored: StoredFile = {
    id: newId(),
    name: baseName(file.name),
    type: detectedType(file.name, bytes.subarray(0, HEAD_BYTES)) ?? 'application/octet-stream',
    bytes,
    audience,
  };
  files.set(stored.id, stored);
  return { ...stored, url: fileUrl(stored) };
}

/** Forgets the file behind a url (no effect on seeded /sim-img urls). */
export function dropFileAt(url: string) {
  const m = /^\/sim-files\/(\d+)\//.exec(url);
  if (m) files.delete(Number(m[1]));
}

const FILE_NOT_FOUND = 'File is not found!';

/** What serving a file needs: seeded files are made on the fly, uploaded ones are stored. */
type ServedFile = Pick<StoredFile, 'name' | 'type' | 'bytes' | 'audience'>;

/**
 * A file as the backend serves it: never sniffed as another type, sandboxed if a browser opens
 * it (no script, no same-origin access), and saved rather than shown unless it is a picture
 * or a PDF. Private files are not kept in shared caches (designed: the cache policy).
 */
function fileResponse(f: ServedFile): Response {
  const disposition = opensInline(f.type) ? 'inline' : 'attachment';
  return new HttpResponse(f.bytes, {
    headers: {
      'Content-Type': f.type,
      'Content-Length': String(f.bytes.byteLength),
      'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(f.name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
      'Cache-Control': f.audience === 'public' ? 'public, max-age=3600' : 'private, no-store',
    },
  });
}

/**
 * Serves a file to whoever may have it: a private one needs a signed-in caller (401 without,
 * so the app refreshes its token and tries again) who may read it; anyone else gets the 404 an
 * unknown file gets, which tells nothing of another company's or a hidden document (designed).
 */
export function serveFile(request: Request, f: ServedFile): Response {
  if (f.audience === 'private') {
    const user = caller(request);
    if (!user) return unauthorized();
    if (!canReadFile(user, request.url)) return notFound(FILE_NOT_FOUND);
  }
  return fileResponse(f);
}

/** A multipart field that holds a file, or null. */
export function fileField(form: FormData, name: string): File | null {
  const v = form.get(name);
  return v !== null && typeof v === 'object' && 'arrayBuffer' in v ? v : null;
}

/** A multipart text field, trimmed ('' when absent or a file). */
export function textField(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
}

/** The request's multipart body, or null when it is not one. */
export async function formOf(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/**
 * A multipart upload of one file with a description (lot documents, property photos), stored, or
 * the 400 answer: `Description` and the file part are checked in the order named, the first one
 * missing answering `<part> is required.`, the file refused as storeUpload refuses it; nothing
 * is stored unless every part passes.
 */
export async function describedUpload(
  request: Request,
  what: string,
  order: readonly [string, string],
  rule: UploadRule,
  audience: FileAudience,
): Promise<
  { form: FormData; stored: StoredFile & { url: string }; description: string } | Response
> {
  const form = await formOf(request);
  if (!form) return badRequest(`The ${what} must be sent as multipart form data.`);
  let file: File | null = null;
  let description = '';
  for (const part of order) {
    if (part === 'Description') {
      description = textField(form, part);
      if (!description) return badRequest('Description is required.');
      continue;
    }
    file = fileField(form, part);
    if (!file) return badRequest(`${part} is required.`);
    const refusal = await checkFile(file, rule);
    if (refusal) return badRequest(refusal);
  }
  if (!file) return badRequest('A file is required.');
  return { form, stored: await keep(file, audience), description };
}

/** Uploaded files served back with the type their bytes showed, to whoever may have them. */
export const fileHandlers = [
  http.get('*/sim-files/:id/:name', ({ request, params }) => {
    const f = files.get(Number(params.id));
    if (!f) return notFound(FILE_NOT_FOUND);
    return serveFile(request, f);
  }),
];
