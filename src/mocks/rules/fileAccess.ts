import { Role } from '../../lib/roles';
import { db } from '../db';
import type { Case, CaseDocument, Company, User } from '../db/types';
import { caseAccess, caseById, lotById } from './caseAccess';
import { lotsWonBy } from './winnings';

/** Who reads a case's documents, and which: staff and admins all, the law firm and bidders theirs. */
export type DocumentReader = 'all' | 'client' | 'bidder';

/** A bidder reads the documents of a case with a lot out for auction. */
const isPublicCase = (kase: Case) =>
  db.lots.some((l) => l.caseId === kase.id && l.auctionId !== null && l.status !== 'Draft');

export function documentReaderOf(user: User, kase: Case): DocumentReader | null {
  const access = caseAccess(user, kase);
  if (access === 'staff' || access === 'admin') return 'all';
  if (access === 'firm') return 'client';
  if (user.role === Role.Bidder && isPublicCase(kase)) return 'bidder';
  return null;
}

/** Whether a reader sees a document: law firms those visible to clients, bidders those visible to bidders. */
export const readsDocument = (reader: DocumentReader, d: CaseDocument) =>
  reader === 'all' || (reader === 'client' ? d.visibleToClients : d.visibleToBidders);

const STAFF_ROLES: readonly Role[] = [Role.Auctioneer, Role.Employee];

/** The company's wire instructions: its staff, admins, and the bidders who won one of its lots. */
function readsWireInstructions(user: User, company: Company): boolean {
  if (user.role === Role.Admin) return true;
  if (STAFF_ROLES.includes(user.role)) return user.companyId === company.id;
  return lotsWonBy(user).some(
    (l) => db.auctions.find((a) => a.id === l.auctionId)?.companyId === company.id,
  );
}

/** An address as compared: its path, decoded (`/sim-files/3/Sale%20notice.pdf` → `/sim-files/3/Sale notice.pdf`). */
function pathKey(url: string): string {
  const path = new URL(url, 'http://sim.local/').pathname;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether the caller may fetch the private file (a document, wire instructions) at `url`: some
 * record holding that file is one they may read. A case document follows its visibility, a lot
 * document its case, wire instructions their company. A file nothing holds is nobody's.
 */
export function canReadFile(user: User, url: string): boolean {
  const key = pathKey(url);
  const holds = (stored: string) => !!stored && pathKey(stored) === key;
  for (const kase of db.cases) {
    const docs = kase.documents.filter((d) => holds(d.url));
    if (!docs.length) continue;
    const reader = documentReaderOf(user, kase);
    if (reader && docs.some((d) => readsDocument(reader, d))) return true;
  }
  for (const d of db.lotDocuments) {
    if (!holds(d.attachment)) continue;
    const lot = lotById(d.lotId);
    const kase = lot && caseById(lot.caseId);
    if (kase && caseAccess(user, kase)) return true;
  }
  return db.companies.some((c) => holds(c.wireInstructionsUrl) && readsWireInstructions(user, c));
}
