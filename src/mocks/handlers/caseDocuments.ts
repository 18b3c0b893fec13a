// Answers the calls of src/api/documents.ts.
import { http, HttpResponse } from 'msw';
import * as api from '../../api/contract/documents';
import { answer } from '../answer';
import { UPLOAD_RULES } from '../../lib/upload';
import { simIso } from '../clock';
import { db, newId } from '../db';
import type { Case, CaseDocument, LotDocument, User } from '../db/types';
import { describedUpload, dropFileAt, fileField, formOf, storeUpload, textField } from '../files';
import { canEditCase, caseById } from '../rules/caseAccess';
import { documentReaderOf, readsDocument } from '../rules/fileAccess';
import { badRequest, forbidden, notFound, withUser } from '../tokens';
import { lotFor } from './lotAccess';

const typeName = (typeId: number | undefined) =>
  db.documentTypes.find((t) => t.id === typeId)?.name ?? '';

/** A case document as the documents table gets it (CaseDocumentRow). */
function documentRow(d: CaseDocument) {
  return {
    id: d.id,
    name: d.name,
    typeId: d.typeId ?? null,
    typeName: typeName(d.typeId),
    createdDate: d.createdDate ?? null,
    createdBy: d.createdBy ?? '',
    fileSize: d.fileSize ?? 0,
    url: d.url,
    isVisibleToBidder: d.visibleToBidders,
    isVisibleToClient: d.visibleToClients,
  };
}

type DocumentRow = ReturnType<typeof documentRow>;

const lotDocumentRow = (d: LotDocument) => ({
  id: d.id,
  description: d.description,
  attachment: d.attachment,
  createdDate: d.createdDate,
});

const fullName = (u: User) => `${u.firstName} ${u.lastName}`.trim();

/** A posted flag: true, 'true' or 'True'. */
const flag = (v: unknown) => v === true || String(v).toLowerCase() === 'true';

/** The case a caller may change documents of, or the refusal (admins and law firms may not). */
function editableCase(user: User, caseId: unknown): Case | Response {
  const kase = caseById(caseId);
  if (!kase) return notFound('Case Id is not found!');
  return canEditCase(user, kase) ? kase : forbidden();
}

/** The document and its case, or 404. */
function documentById(id: unknown): { doc: CaseDocument; kase: Case } | undefined {
  for (const kase of db.cases) {
    const doc = kase.documents.find((d) => d.id === Number(id));
    if (doc) return { doc, kase };
  }
  return undefined;
}

interface ListRequest {
  search?: string;
  sorter?: { field?: string; order?: 'ascend' | 'descend' | null };
  pagination?: { current?: number; pageSize?: number };
}

const SORTABLE = new Set<keyof DocumentRow>([
  'id',
  'name',
  'typeName',
  'createdDate',
  'createdBy',
  'fileSize',
]);

function sortRows(rows: DocumentRow[], sorter: ListRequest['sorter']) {
  const field = SORTABLE.has(sorter?.field as keyof DocumentRow)
    ? (sorter!.field as keyof DocumentRow)
    : 'createdDate';
  const dir = (sorter?.field ? sorter.order : 'descend') === 'descend' ? -1 : 1;
  rows.sort((a, b) => {
    const [x, y] = [a[field] ?? '', b[field] ?? ''];
    const c =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return c * dir || (a.id - b.id) * dir;
  });
}

/** Case documents with their visibility, and lot documents (spec 2 sections 5 to 7). */
export const caseDocumentHandlers = [
  http.post('*/api/documents/types/list', ({ request }) =>
    withUser(request, () => {
      const data = [...db.documentTypes]
        .sort((a, b) => a.id - b.id)
        .map(({ id, name }) => ({ id, name }));
      return answer(api.listDocumentTypes, { data, total: data.length });
    }),
  ),

  // A case's documents: law firms see those visible to clients, bidders those visible to bidders.
  http.post('*/api/documents/list/:caseId', ({ request, params }) =>
    withUser(request, async (user) => {
      const kase = caseById(params.caseId);
      if (!kase) return notFound('Case Id is not found!');
      const reader = documentReaderOf(user, kase);
      if (!reader) return forbidden();
      const req = ((await request.json().catch(() => ({}))) ?? {}) as ListRequest;
      const q = (typeof req.search === 'string' ? req.search : '').trim().toLowerCase();
      const rows = kase.documents
        .filter((d) => readsDocument(reader, d))
        .map(documentRow)
        .filter(
          (r) =>
            !q ||
            r.name.toLowerCase().includes(q) ||
            r.typeName.toLowerCase().includes(q) ||
            r.createdBy.toLowerCase().includes(q),
        );
      sortRows(rows, req.sorter);
      const size = Math.min(100, Math.max(1, Number(req.pagination?.pageSize) || 10));
      const page = Math.max(1, Number(req.pagination?.current) || 1);
      return answer(api.listCaseDocuments, {
        data: rows.slice((page - 1) * size, page * size),
        total: rows.length,
      });
    }),
  ),

  // A new case document: its type (required), visibility, case and file.
  http.post('*/api/documents', ({ request }) =>
    withUser(request, async (user) => {
      const form = await formOf(request);
      if (!form) return badRequest('The document must be sent as multipart form data.');
      const kase = editableCase(user, textField(form, 'CaseId'));
      if (kase instanceof Response) return kase;
      const typeId = Number(textField(form, 'DocumentTypeId'));
      if (!db.documentTypes.some((t) => t.id === typeId))
        return badRequest('Document type is required.');
      const file = fileField(form, 'Attachment');
      if (!file) return badRequest('Attachment is required.');
      const stored = await storeUpload(file, UPLOAD_RULES.document, 'private');
      if (stored instanceof Response) return stored;
      const doc: CaseDocument = {
        id: newId(),
        name: stored.name,
        url: stored.url,
        typeId,
        visibleToBidders: flag(textField(form, 'IsVisibleToBidder')),
        visibleToClients: flag(textField(form, 'IsVisibleToClient')),
        createdDate: simIso(),
        createdBy: fullName(user),
        fileSize: stored.bytes.byteLength,
      };
      kase.documents.push(doc);
      return answer(api.uploadCaseDocument, documentRow(doc));
    }),
  ),

  // The document's type and visibility.
  http.put('*/api/documents/:id', ({ request, params }) =>
    withUser(request, async (user) => {
      const found = documentById(params.id);
      if (!found) return notFound('Document is not found!');
      const kase = editableCase(user, found.kase.id);
      if (kase instanceof Response) return kase;
      const b = ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
      const { doc } = found;
      if (b.typeId !== undefined) {
        const typeId = Number(b.typeId);
        if (!db.documentTypes.some((t) => t.id === typeId))
          return badRequest('Document type is required.');
        doc.typeId = typeId;
      }
      if (b.isVisibleToBidder !== undefined) doc.visibleToBidders = flag(b.isVisibleToBidder);
      if (b.isVisibleToClient !== undefined) doc.visibleToClients = flag(b.isVisibleToClient);
      return answer(api.updateCaseDocument, documentRow(doc));
    }),
  ),

  http.delete('*/api/documents/:id', ({ request, params }) =>
    withUser(request, (user) => {
      const found = documentById(params.id);
      if (!found) return notFound('Document is not found!');
      const kase = editableCase(user, found.kase.id);
      if (kase instanceof Response) return kase;
      kase.documents = kase.documents.filter((d) => d !== found.doc);
      dropFileAt(found.doc.url);
      return HttpResponse.json({ ok: true });
    }),
  ),

  // A lot's documents, newest first.
  http.get('*/api/lotdocuments/:lotId', ({ request, params }) =>
    withUser(request, (user) => {
      const found = lotFor(user, params.lotId, false);
      if (found instanceof Response) return found;
      return answer(
        api.listLotDocuments,
        db.lotDocuments
          .filter((d) => d.lotId === found.lot.id)
          .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id)
          .map(lotDocumentRow),
      );
    }),
  ),

  http.post('*/api/lotdocuments/:lotId', ({ request, params }) =>
    withUser(request, async (user) => {
      const found = lotFor(user, params.lotId, true);
      if (found instanceof Response) return found;
      const upload = await describedUpload(
        request,
        'document',
        ['Description', 'Attachment'],
        UPLOAD_RULES.document,
        'private',
      );
      if (upload instanceof Response) return upload;
      const doc: LotDocument = {
        id: newId(),
        lotId: found.lot.id,
        description: upload.description,
        attachment: upload.stored.url,
        createdDate: simIso(),
      };
      db.lotDocuments.push(doc);
      return answer(api.uploadLotDocument, lotDocumentRow(doc));
    }),
  ),

  http.delete('*/api/lotdocuments/:id', ({ request, params }) =>
    withUser(request, (user) => {
      const doc = db.lotDocuments.find((d) => d.id === Number(params.id));
      if (!doc) return notFound('Document is not found!');
      const found = lotFor(user, doc.lotId, true);
      if (found instanceof Response) return found;
      db.lotDocuments = db.lotDocuments.filter((d) => d !== doc);
      dropFileAt(doc.attachment);
      return HttpResponse.json({ ok: true });
    }),
  ),
];
