import { queryOptions } from '@tanstack/react-query';
import { uploadFile, type DownloadRequest } from './files';
import type { AttorneyEmailCheck, ClientImportResult, ConnectedClient } from './firmShapes';
import { http } from './http';
import { useResourceMutation, type MutationExtras } from './mutation';

export type { AttorneyEmailCheck, ConnectedClient };

/**
 * Bringing clients in: an Excel import of firms (POST /api/clients/import, multipart field
 * excelFile) with its template, and connecting the firm of an attorney already on the platform
 * (GET /api/attorneys/checkemail/{email}, POST /api/attorneys/{id}/connect).
 */

export interface ClientImport {
  file: File;
  onProgress?: (percent: number) => void;
}

/** The import template: the header row and an example row. */
export const IMPORT_TEMPLATE: DownloadRequest = {
  url: '/api/clients/importtemplate',
  method: 'get',
  fileName: 'client-import-template.xlsx',
};

export const clientImportQueries = {
  /** The attorney with this e-mail address, if any, as the caller's company sees them. */
  attorneyByEmail: (email: string) =>
    queryOptions({
      queryKey: ['attorneys', 'checkemail', email.trim().toLowerCase()] as const,
      queryFn: () => checkAttorneyEmail(email),
      staleTime: 0,
    }),
};

export async function checkAttorneyEmail(email: string) {
  const res = await http.get<AttorneyEmailCheck>(
    `/api/attorneys/checkemail/${encodeURIComponent(email.trim())}`,
  );
  return res.data;
}

export function importClients({ file, onProgress }: ClientImport) {
  return uploadFile<ClientImportResult>({
    url: '/api/clients/import',
    field: 'excelFile',
    file,
    onProgress,
  });
}

export async function connectAttorney(attorneyId: number) {
  return (await http.post<ConnectedClient>(`/api/attorneys/${attorneyId}/connect`)).data;
}

/** Imports a workbook of clients; the client list refreshes. */
export const useImportClients = (extras?: MutationExtras<ClientImportResult, ClientImport>) =>
  useResourceMutation(importClients, () => [['clients']], extras);

/** Connects the attorney's firm to the company; the client list and attorney look-ups refresh. */
export const useConnectAttorney = (extras?: MutationExtras<ConnectedClient, number>) =>
  useResourceMutation(connectAttorney, () => [['clients'], ['attorneys']], extras);
