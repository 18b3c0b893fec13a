import { queryOptions } from '@tanstack/react-query';
import { listRequestBody, type ListParams } from '../lib/listParams';
import { uploadFile } from './files';
import { http } from './http';
import { useResourceMutation, type MutationExtras } from './mutation';

/** A document of a case (spec 2 section 3). */
export interface CaseDocumentRow {
  id: number;
  name: string;
  typeId: number;
  typeName: string;
  createdDate: string;
  /** The uploader's full name. */
  createdBy: string;
  /** Bytes. */
  fileSize: number;
  url: string;
  isVisibleToBidder: boolean;
  isVisibleToClient: boolean;
}

/** A document of a lot. */
export interface LotDocumentRow {
  id: number;
  description: string;
  /** The file's address. */
  attachment: string;
  createdDate: string;
}

export interface DocumentType {
  id: number;
  name: string;
}

/** A new case document: its type, who sees it, and the file. */
export interface NewCaseDocument {
  caseId: number;
  typeId: number;
  isVisibleToBidder: boolean;
  isVisibleToClient: boolean;
  file: File;
  onProgress?: (percent: number) => void;
}

/** What may change on a case document. */
export interface CaseDocumentChange {
  id: number;
  typeId: number;
  isVisibleToBidder: boolean;
  isVisibleToClient: boolean;
}

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
export async function listCaseDocuments(caseId: number, params: ListParams) {
  const res = await http.post<{ data: CaseDocumentRow[]; total: number }>(
    `/api/documents/list/${caseId}`,
    listRequestBody(params),
    { silent: true },
  );
  return res.data;
}

export async function listDocumentTypes() {
  const res = await http.post<{ data: DocumentType[]; total: number }>(
    '/api/documents/types/list',
    {},
    { silent: true },
  );
  return res.data.data;
}

export async function listLotDocuments(lotId: number) {
  return (await http.get<LotDocumentRow[]>(`/api/lotdocuments/${lotId}`, { silent: true })).data;
}

/** Uploads a case document (multipart DocumentTypeId, IsVisibleToBidder, IsVisibleToClient, CaseId, Attachment). */
export function uploadCaseDocument(doc: NewCaseDocument) {
  return uploadFile<CaseDocumentRow>({
    url: '/api/documents',
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
}

export async function updateCaseDocument({ id, ...body }: CaseDocumentChange) {
  return (await http.put<CaseDocumentRow>(`/api/documents/${id}`, body)).data;
}

export async function deleteCaseDocument(id: number) {
  await http.delete(`/api/documents/${id}`);
}

/** Uploads a lot document (multipart Description, Attachment). */
export function uploadLotDocument(doc: NewLotDocument) {
  return uploadFile<LotDocumentRow>({
    url: `/api/lotdocuments/${doc.lotId}`,
    field: 'Attachment',
    file: doc.file,
    fields: { Description: doc.description },
    onProgress: doc.onProgress,
  });
}

export async function deleteLotDocument(id: number) {
  await http.delete(`/api/lotdocuments/${id}`);
}

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
