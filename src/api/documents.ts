// Answered in the simulator by src/mocks/handlers/caseDocuments.ts.
import { queryOptions } from '@tanstack/react-query';
import { listRequestBody, type ListParams } from '../lib/listParams';
import { call } from './call';
import * as api from './contract/documents';
import type { CaseDocumentFields, CaseDocumentRow, LotDocumentRow } from './contract/documents';
import { uploadFile } from './files';
import { useResourceMutation, type MutationExtras } from './mutation';

export type { CaseDocumentRow, DocumentType, LotDocumentRow } from './contract/documents';

/** A new case document: its type, who sees it, and the file. */
export interface NewCaseDocument {
  caseId: number;
  typeId: number;
  isVisibleToBidder: boolean;
  isVisibleToClient: boolean;
  file: File;
  onProgress?: (percent: number) => void;
}

/** What may change on a case document, and which. */
export type CaseDocumentChange = CaseDocumentFields & { id: number };

export interface NewLotDocument {
  lotId: number;
  description: string;
  file: File;
  onProgress?: (percent: number) => void;
}

const root = ['documents'] as const;

export const documentQueries = {
  all: () => root,
  /** One page of a case's documents (the caller sees only those visible to its role). */
  list: (caseId: number, params: ListParams) =>
    queryOptions({
      queryKey: [...root, 'case', caseId, 'list', params] as const,
      queryFn: () => listCaseDocuments(caseId, params),
    }),
  /** The document types a case document may have. */
  types: () =>
    queryOptions({
      queryKey: [...root, 'types'] as const,
      queryFn: listDocumentTypes,
      staleTime: 5 * 60_000,
    }),
  ofLot: (lotId: number) =>
    queryOptions({
      queryKey: [...root, 'lot', lotId] as const,
      queryFn: () => listLotDocuments(lotId),
    }),
};

/** A list: failures are silent, the table shows its empty text. */
export const listCaseDocuments = (caseId: number, params: ListParams) =>
  call(api.listCaseDocuments, {
    params: { caseId },
    body: listRequestBody(params),
    config: { silent: true },
  });

export const listDocumentTypes = async () =>
  (await call(api.listDocumentTypes, { body: {}, config: { silent: true } })).data;

export const listLotDocuments = (lotId: number) =>
  call(api.listLotDocuments, { params: { lotId }, config: { silent: true } });

/** Uploads a case document (multipart DocumentTypeId, IsVisibleToBidder, IsVisibleToClient, CaseId, Attachment). */
export const uploadCaseDocument = (doc: NewCaseDocument) =>
  uploadFile({
    endpoint: api.uploadCaseDocument,
    field: 'Attachment',
    file: doc.file,
    fields: {
      DocumentTypeId: doc.typeId,
      IsVisibleToBidder: doc.isVisibleToBidder,
      IsVisibleToClient: doc.isVisibleToClient,
      CaseId: doc.caseId,
    },
    onProgress: doc.onProgress,
  });

export const updateCaseDocument = ({ id, ...body }: CaseDocumentChange) =>
  call(api.updateCaseDocument, { params: { id }, body });

export const deleteCaseDocument = async (id: number) => {
  await call(api.deleteCaseDocument, { params: { id } });
};

/** Uploads a lot document (multipart Description, Attachment). */
export const uploadLotDocument = (doc: NewLotDocument) =>
  uploadFile({
    endpoint: api.uploadLotDocument,
    params: { lotId: doc.lotId },
    field: 'Attachment',
    file: doc.file,
    fields: { Description: doc.description },
    onProgress: doc.onProgress,
  });

export const deleteLotDocument = async (id: number) => {
  await call(api.deleteLotDocument, { params: { id } });
};

export const useUploadCaseDocument = (
  extras: MutationExtras<CaseDocumentRow, NewCaseDocument> = {},
) => useResourceMutation(uploadCaseDocument, () => [root], extras);

export const useUpdateCaseDocument = (
  extras: MutationExtras<CaseDocumentRow, CaseDocumentChange> = {},
) => useResourceMutation(updateCaseDocument, () => [root], extras);

export const useDeleteCaseDocument = (extras: MutationExtras<void, number> = {}) =>
  useResourceMutation(deleteCaseDocument, () => [root], extras);

export const useUploadLotDocument = (extras: MutationExtras<LotDocumentRow, NewLotDocument> = {}) =>
  useResourceMutation(uploadLotDocument, () => [root], extras);

export const useDeleteLotDocument = (extras: MutationExtras<void, number> = {}) =>
  useResourceMutation(deleteLotDocument, () => [root], extras);
