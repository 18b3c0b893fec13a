import type { AxiosProgressEvent } from 'axios';
import { downloadBlob, fileNameWithStamp } from '../lib/download';
import { callWithResponse } from './call';
import type { AnswerOf, Endpoint, PathParams } from './contract/define';

export interface DownloadRequest {
  /** An endpoint answering a file (`response: 'file'`): exports are POSTs with the list's filters. */
  endpoint: Endpoint<'file'>;
  params?: PathParams;
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
  endpoint,
  params,
  body,
  fileName,
}: DownloadRequest): Promise<string> {
  const res = await callWithResponse(endpoint, {
    params,
    body: endpoint.method === 'GET' ? undefined : body,
    query: endpoint.method === 'GET' ? (body as Record<string, string>) : undefined,
  });
  const type = res.contentType || 'application/octet-stream';
  const name = fileNameWithStamp(fileName, new Date());
  downloadBlob(new Blob([res.data], { type }), name);
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
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Posts a file as multipart form data through the one http client; answers the parsed reply. */
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
      onUploadProgress: (e: AxiosProgressEvent) => {
        if (onProgress && e.total)
          onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
      },
    },
  });
  return data;
}
