import { simIso } from '../clock';
import { db, newId } from '../db/store';
import type { Case, CaseDocument, CaseNote, Db, DocumentType, LotDocument } from '../db/types';

/** A new case of the first company and client (and that client's first attorney). */
export function makeCase(over: Partial<Case> = {}, into: Db = db): Case {
  const id = over.id ?? newId(into);
  const clientId = over.clientId ?? into.clients[0]?.id ?? 0;
  const kase: Case = {
    companyId: into.companies[0]?.id ?? 0,
    clientId,
    attorneyId: into.attorneys.find((a) => a.clientId === clientId)?.id ?? null,
    caseNumber: `2026CH${String(id).padStart(5, '0')}`,
    fileNumber: `F-${id}`,
    county: 'Cook',
    status: 'New',
    isListed: false,
    createdDate: simIso(),
    documents: [],
    ...over,
    id,
  };
  into.cases.push(kase);
  return kase;
}

/** A case document visible to bidders and clients, added to the case `caseId` names. */
export function makeDocument(
  over: Partial<CaseDocument> & { caseId: number },
  into: Db = db,
): CaseDocument {
  const { caseId, ...fields } = over;
  const document: CaseDocument = {
    name: 'Notice of Sale.pdf',
    url: '/sim-img/notice-of-sale.pdf',
    visibleToBidders: true,
    visibleToClients: true,
    ...fields,
    id: fields.id ?? newId(into),
  };
  const kase = into.cases.find((c) => c.id === caseId);
  if (!kase) throw new Error(`makeDocument: no case ${caseId}`);
  kase.documents.push(document);
  return document;
}

export function makeDocumentType(over: Partial<DocumentType> = {}, into: Db = db): DocumentType {
  const type: DocumentType = { name: 'Notice of Sale', ...over, id: over.id ?? newId(into) };
  into.documentTypes.push(type);
  return type;
}

export function makeNote(over: Partial<CaseNote> & { caseId: number }, into: Db = db): CaseNote {
  const note: CaseNote = {
    subject: 'Call with the court',
    body: 'The sale date is confirmed.',
    createdDate: simIso(),
    createdBy: 'Alex Hammond',
    ...over,
    id: over.id ?? newId(into),
  };
  into.caseNotes.push(note);
  return note;
}

export function makeLotDocument(
  over: Partial<LotDocument> & { lotId: number },
  into: Db = db,
): LotDocument {
  const document: LotDocument = {
    description: 'Plat of survey',
    attachment: '/sim-img/plat-of-survey.pdf',
    createdDate: simIso(),
    ...over,
    id: over.id ?? newId(into),
  };
  into.lotDocuments.push(document);
  return document;
}
