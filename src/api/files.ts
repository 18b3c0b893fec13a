import type { AxiosProgressEvent, Method } from 'axios';
import { downloadBlob, fileNameWithStamp } from '../lib/download';
import { http } from './http';

export interface DownloadRequest {
  url: string;
  /** Exports are POSTs with the list's filters (spec 2 section 7); GET for plain files. */
  method?: 'get' | 'post';
  body?: unknown;
  /** The file name before the date and time are appended, with its extension. */
  fileName: string;
}

/**
 * Fetches a file through the one http client and saves it as a blob; answers the saved name.
 * The bytes are read as an ArrayBuffer and wrapped in a Blob of the response's type: the same
 * file in a browser, and it also works where XHR blobs and fetch blobs differ (jsdom tests).
 */
export async function downloadFile({
  url,
  method = 'post',
  body,
  fileName,
}: DownloadRequest): Promise<string> {
  const res = await http.request<ArrayBuffer>({
    url,
    method,
    data: method === 'get' ? undefined : body,
    params: method === 'get' ? body : undefined,
    responseType: 'arraybuffer',
  });
  const type = String(res.headers['content-type'] ?? 'application/octet-stream');
  const name = fileNameWithStamp(fileName, new Date());
  downloadBlob(new Blob([res.data], { type }), name);
  return name;
}

export interface UploadRequest {
  url: string;
  method?: Extract<Method, 'post' | 'put'>;
  /** The multipart field holding the file, exactly as the spec names it ('Logo', 'model', 'excelFile', ...). */
  field: string;
  file: Blob & { name?: string };
  /** Other multipart fields sent with the file (e.g. a document's DocumentTypeId, CaseId). */
  fields?: Record<string, string | number | boolean>;
  /** Upload progress, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Posts a file as multipart form data through the one http client; answers the server's reply. */
export async function uploadFile<T = unknown>({
  url,
  method = 'post',
  field,
  file,
  fields = {},
  onProgress,
  signal,
}: UploadRequest): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file.name) form.append(field, file, file.name);
  else form.append(field, file);
  const { data } = await http.request<T>({
    url,
    method,
    data: form,
    signal,
    onUploadProgress: (e: AxiosProgressEvent) => {
      if (onProgress && e.total) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    },
  });
  return data;
}
