// Answered in the simulator by src/mocks/handlers/clientImport.ts.
import { queryOptions } from '@tanstack/react-query';
import { call } from './call';
import * as api from './contract/clientImport';
import type { ClientImportResult, ConnectedClient } from './contract/clientImport';
import { uploadFile, type DownloadRequest } from './files';
import { useResourceMutation, type MutationExtras } from './mutation';

export type {
  AttorneyEmailCheck,
  ClientImportResult,
  ConnectedClient,
} from './contract/clientImport';

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
  endpoint: api.clientImportTemplate,
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

export const checkAttorneyEmail = (email: string) =>
  call(api.checkAttorneyEmail, { params: { email: email.trim() } });

export const importClients = ({ file, onProgress }: ClientImport) =>
  uploadFile({ endpoint: api.importClients, field: 'excelFile', file, onProgress });

export const connectAttorney = (attorneyId: number) =>
  call(api.connectAttorney, { params: { id: attorneyId } });

/** Imports a workbook of clients; the client list refreshes. */
export const useImportClients = (extras?: MutationExtras<ClientImportResult, ClientImport>) =>
  useResourceMutation(importClients, () => [['clients']], extras);

/** Connects the attorney's firm to the company; the client list and attorney look-ups refresh. */
export const useConnectAttorney = (extras?: MutationExtras<ConnectedClient, number>) =>
  useResourceMutation(connectAttorney, () => [['clients'], ['attorneys']], extras);
