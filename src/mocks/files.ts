import { http, HttpResponse } from 'msw';
import { onSimReset } from './controls';
import { newId } from './db';
import { badRequest } from './tokens';

/** A file uploaded to the simulator (photos, case and lot documents), kept in memory. */
export interface StoredFile {
  id: number;
  name: string;
  type: string;
  bytes: Uint8Array;
}

const files = new Map<number, StoredFile>();

onSimReset(() => files.clear());

/** Where a stored file is served. */
export const fileUrl = (f: StoredFile) => `/sim-files/${f.id}/${encodeURIComponent(f.name)}`;

/** Keeps an uploaded file; answers it with its url. */
export async function storeFile(file: File): Promise<StoredFile & { url: string }> {
  const stored: StoredFile = {
    id: newId(),
    name: file.name || 'file',
    type: file.type || 'application/octet-stream',
    bytes: new Uint8Array(await file.arrayBuffer()),
  };
  files.set(stored.id, stored);
  return { ...stored, url: fileUrl(stored) };
}

/** Forgets the file behind a url (no effect on seeded /sim-img urls). */
export function dropFileAt(url: string) {
  const m = /^\/sim-files\/(\d+)\//.exec(url);
  if (m) files.delete(Number(m[1]));
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
 * A multipart upload of one file with a description (lot documents, property photos), or the
 * 400 answer: `Description` and the file part are checked in the order named, the first one
 * missing answering `<part> is required.`; `refuse` may turn the file down with its own message.
 */
export async function describedUpload(
  request: Request,
  what: string,
  order: readonly [string, string],
  refuse?: (file: File) => string | null,
): Promise<{ form: FormData; file: File; description: string } | Response> {
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
    const refusal = refuse?.(file);
    if (refusal) return badRequest(refusal);
  }
  if (!file) return badRequest('A file is required.');
  return { form, file, description };
}

/** Uploaded files served back with their content type. */
export const fileHandlers = [
  http.get('*/sim-files/:id/:name', ({ params }) => {
    const f = files.get(Number(params.id));
    if (!f) return HttpResponse.json({ message: 'File is not found!' }, { status: 404 });
    return new HttpResponse(f.bytes, {
      headers: {
        'Content-Type': f.type,
        'Content-Length': String(f.bytes.byteLength),
        'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(f.name)}`,
      },
    });
  }),
];
