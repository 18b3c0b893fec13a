/**
 * Case documents and lot documents (spec 2 §3 Document and Lot document, §5 Documents and
 * notes, §7 Documents and notes).
 */
import * as z from 'zod/mini';
import { endpoint, FIRM, STAFF } from './define';
import {
  FIRST_PAGE,
  id,
  isoDate,
  learnFirst,
  listRequest,
  optionalDate,
  page,
  withIds,
} from './common';

/**
 * A document of a case (spec 2 §3 Document: id, name, typeId, typeName, createdDate,
 * createdBy, fileSize, url, isVisibleToBidder, isVisibleToClient). `createdBy` is the
 * uploader's full name, `fileSize` in bytes.
 */
export const CaseDocumentRow = z.object({
  id: id(),
  name: z.string(),
  typeId: z.nullable(id()),
  typeName: z.string(),
  createdDate: optionalDate(),
  createdBy: z.string(),
  fileSize: z.number(),
  url: z.string(),
  isVisibleToBidder: z.boolean(),
  isVisibleToClient: z.boolean(),
});
export type CaseDocumentRow = z.infer<typeof CaseDocumentRow>;

/**
 * A document of a lot (spec 2 §3 Lot document: id, description, attachment, the file's
 * address). Designed: `createdDate`, shown beside each document.
 */
export const LotDocumentRow = z.object({
  id: id(),
  description: z.string(),
  attachment: z.string(),
  createdDate: z.optional(isoDate()),
});
export type LotDocumentRow = z.infer<typeof LotDocumentRow>;

/** A document type (spec 2 §7 POST /api/documents/types/list; spec 2 §3 Case `documentTypes`). */
export const DocumentType = z.object({ id: id(), name: z.string() });
export type DocumentType = z.infer<typeof DocumentType>;

/** The case documents list body: search, sorter, pagination (spec 2 §7). */
export const DocumentListRequest = z.object(listRequest);

/** What may change on a case document (spec 2 §7 PUT /api/documents/{id}). */
export const CaseDocumentFields = z.object({
  typeId: id(),
  isVisibleToBidder: z.boolean(),
  isVisibleToClient: z.boolean(),
});
export type CaseDocumentFields = z.infer<typeof CaseDocumentFields>;

export const listCaseDocuments = endpoint({
  method: 'POST',
  path: '/api/documents/list/{caseId}',
  spec: '2 §7',
  summary:
    "A page of a case's documents (Case Documents tab): staff and admins see all, the firm those visible to clients.",
  request: DocumentListRequest,
  response: page(CaseDocumentRow),
  roles: [...STAFF, ...FIRM, 'Admin'],
  probe: {
    args: withIds({ caseId: 'caseId' }, { body: FIRST_PAGE }),
    learn: learnFirst('documentId'),
  },
});

export const listDocumentTypes = endpoint({
  method: 'POST',
  path: '/api/documents/types/list',
  spec: '2 §7',
  summary: 'The document types a case document may have (upload and edit dialogs).',
  request: z.object({}),
  response: page(DocumentType),
  roles: STAFF,
  probe: { args: () => ({ body: {} }) },
});

export const uploadCaseDocument = endpoint({
  method: 'POST',
  path: '/api/documents',
  spec: '2 §7',
  summary:
    'Uploads a case document (multipart) with its type and visibility; answers the document.',
  multipart: ['DocumentTypeId', 'IsVisibleToBidder', 'IsVisibleToClient', 'CaseId', 'Attachment'],
  response: CaseDocumentRow,
  roles: STAFF,
});

export const updateCaseDocument = endpoint({
  method: 'PUT',
  path: '/api/documents/{id}',
  spec: '2 §7',
  summary: "Changes a case document's type and visibility; answers the document.",
  request: CaseDocumentFields,
  response: CaseDocumentRow,
  roles: STAFF,
});

export const deleteCaseDocument = endpoint({
  method: 'DELETE',
  path: '/api/documents/{id}',
  spec: '2 §7',
  summary: 'Deletes a case document.',
  response: 'none',
  roles: STAFF,
});

export const listLotDocuments = endpoint({
  method: 'GET',
  path: '/api/lotdocuments/{lotId}',
  spec: '2 §7',
  summary: "A lot's documents, newest first (Lot Documents tab).",
  response: z.array(LotDocumentRow),
  roles: [...STAFF, ...FIRM],
  probe: {
    args: withIds({ lotId: 'caseLotId' }),
  },
});

export const uploadLotDocument = endpoint({
  method: 'POST',
  path: '/api/lotdocuments/{lotId}',
  spec: '2 §7',
  summary: 'Uploads a lot document (multipart) with its description; answers the document.',
  multipart: ['Description', 'Attachment'],
  response: LotDocumentRow,
  roles: STAFF,
});

export const deleteLotDocument = endpoint({
  method: 'DELETE',
  path: '/api/lotdocuments/{id}',
  spec: '2 §7',
  summary: 'Deletes a lot document.',
  response: 'none',
  roles: STAFF,
});
