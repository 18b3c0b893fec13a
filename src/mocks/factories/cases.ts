import { simIso } from '../clock';
import { db, newId } from '../db/store';
import type { Case, CaseDocument, CaseNote, Db, DocumentType, LotDocument } from '../db/types';
import { addRecord } from './record';

/** A new case of the first company and client (and that client's first attorney). */
export function makeCase(over: Partial<Case> = {}, into: Db = db): Case {
  const id = over.id ?? newId(into);
  const clientId = over.clientId ?? into.clients[0]?.id ?? 0;
  return addRecord(into.cases, { ...over, id }, into, {
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
  });
}

/** A case document visible to bidders and clients, added to the case `caseId` names. */
export function makeDocument(
  over: Partial<CaseDocument> & { caseId: number },
  into: Db = db,
): CaseDocument {
  const { caseId, ...fields } = over;
  const kase = into.cases.find((c) => c.id === caseId);
  if (!kase) throw new Error(`makeDocument: no case ${caseId}`);
  return addRecord(kase.documents, fields, into, {
    name: 'Notice of Sale.pdf',
    url: '/sim-img/notice-of-sale.pdf',
    visibleToBidders: true,
    visibleToClients: true,
  });
}

export const makeDocumentType = (over: Partial<DocumentType> = {}, into: Db = db) =>
  addRecord(into.documentTypes, over, into, { name: 'Notice of Sale' });

export const makeNote = (over: Partial<CaseNote> & { caseId: number }, into: Db = db) =>
  addRecord(into.caseNotes, over, into, {
    subject: 'Call with the court',
    body: 'The sale date is confirmed.',
    createdDate: simIso(),
    createdBy: 'Alex Hammond',
  });

export const makeLotDocument = (over: Partial<LotDocument> & { lotId: number }, into: Db = db) =>
  addRecord(into.lotDocuments, over, into, {
    description: 'Plat of survey',
    attachment: '/sim-img/plat-of-survey.pdf',
    createdDate: simIso(),
  });
