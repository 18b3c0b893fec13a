import type { AxiosProgressEvent } from 'axios';
import { downloadBlob, fileNameWithStamp } from '../lib/download';
import { env } from '../lib/env';
import { isBackendFile } from '../lib/fileUrl';
import { IDEMPOTENCY_HEADER } from '../lib/upload';
import { callWithResponse } from './call';
import type { AnswerOf, Endpoint, PathParams } from './contract/define';
import { http, TRANSFER_TIMEOUT_MS } from './http';

export interface DownloadRequest {
  /** An endpoint answering a file (`response: 'file'`): exports are POSTs with the list's filters. */
  endpoint: Endpoint<'file'>;
  params?: PathParams;
  body?: unknown;
  /** The file name before the date and time are appended, with its extension. */
  fileName: string;
}

/** A stored file (a document, wire instructions) at the address the server gave for it. */
export interface StoredFileRequest {
  url: string;
  /** The name it is saved under, as the user knows it. */
  fileName: string;
}

/** Either kind of file the app saves. */
export type SaveRequest = DownloadRequest | StoredFileRequest;

/** Transfer progress, 0 to 100, when the size is known. */
export type OnProgress = (percent: number) => void;

const progress = (onProgress?: OnProgress) => (e: AxiosProgressEvent) => {
  if (onProgress && e.total) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
};

/**
 * A stored file, fetched through the one http client. Files are served only to a caller allowed
 * to see them (designed): on the backend's origin the request carries the session's bearer
 * token like any call (and refreshes it on a 401); elsewhere it goes without it.
 */
async function fetchStoredFile({ url }: StoredFileRequest, onProgress?: OnProgress) {
  const page = typeof location !== 'undefined' ? location.href : 'http://localhost/';
  const res = await http.get<ArrayBuffer>(url, {
    responseType: 'arraybuffer',
    timeout: TRANSFER_TIMEOUT_MS,
    skipAuth: !isBackendFile(url, env.apiUrl, page),
    onDownloadProgress: progress(onProgress),
  });
  return { data: res.data, contentType: String(res.headers['content-type'] ?? '') };
}

/**
 * Fetches a file through the one http client and saves it as a blob; answers the saved name.
 * Exports get the date and time appended to their name; stored files keep theirs. The bytes are
 * read as an ArrayBuffer and wrapped in a Blob of the response's type: the same file in a
 * browser, and it also works where XHR blobs and fetch blobs differ (jsdom tests). The blob is
 * only ever saved, never shown in the page.
 */
export async function downloadFile(request: SaveRequest, onProgress?: OnProgress): Promise<string> {
  let file: { data: ArrayBuffer; contentType: string };
  let name: string;
  if ('url' in request) {
    file = await fetchStoredFile(request, onProgress);
    name = request.fileName;
  } else {
    const { endpoint, params, body } = request;
    file = await callWithResponse(endpoint, {
      params,
      body: endpoint.method === 'GET' ? undefined : body,
      query: endpoint.method === 'GET' ? (body as Record<string, string>) : undefined,
      config: { timeout: TRANSFER_TIMEOUT_MS, onDownloadProgress: progress(onProgress) },
    });
    name = fileNameWithStamp(request.fileName, new Date());
  }
  downloadBlob(
    new Blob([file.data], { type: file.contentType || 'application/octet-stream' }),
    name,
  );
  return name;
}

export interface UploadRequest<E extends Endpoint = Endpoint> {
  /** A multipart endpoint (its `multipart` lists the form's fields). */
  endpoint: E;
  params?: PathParams;
  /** The multipart field holding the file, exactly as the spec names it ('Logo', 'model', 'excelFile', ...). */
  field: string;
  file: Blob & { name?: string };
  /** Other multipart fields sent with the file (e.g. a document's DocumentTypeId, CaseId). */
  fields?: Record<string, string | number | boolean>;
  /** Upload progress, 0 to 100. */
  onProgress?: OnProgress;
  signal?: AbortSignal;
}

const uploadKeys = new WeakMap<Blob, string>();

/**
 * The idempotency key of a chosen file: the same for every send of that file (a retry after a
 * failure or a timeout whose upload the server did complete), a new one for each file chosen.
 */
export function uploadKeyOf(file: Blob): string {
  let key = uploadKeys.get(file);
  if (!key) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    uploadKeys.set(file, key);
  }
  return key;
}

/**
 * Posts a file as multipart form data through the one http client, with the file's idempotency
 * key and the long transfer timeout; answers the parsed reply.
 */
export async function uploadFile<E extends Endpoint>({
  endpoint,
  params,
  field,
  file,
  fields = {},
  onProgress,
  signal,
}: UploadRequest<E>): Promise<AnswerOf<E>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file.name) form.append(field, file, file.name);
  else form.append(field, file);
  const { data } = await callWithResponse(endpoint, {
    params,
    body: form,
    config: {
      signal,
      timeout: TRANSFER_TIMEOUT_MS,
      headers: { [IDEMPOTENCY_HEADER]: uploadKeyOf(file) },
      onUploadProgress: progress(onProgress),
    },
  });
  return data;
}
