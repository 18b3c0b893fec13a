import type * as z from 'zod/mini';
import type {
  CaseDetail as CaseDetailSchema,
  CaseLot as CaseLotSchema,
  CaseLotProperty,
  CaseLotWinner as CaseLotWinnerSchema,
  CaseRow as CaseRowSchema,
} from '../../api/contract/cases';
import type { CaseNote as CaseNoteView } from '../../api/contract/caseNotes';
import type { LotLookup } from '../../api/contract/caseLots';
import { simNow } from '../clock';
import { db } from '../db';
import type { Case, Lot, User } from '../db/types';
import { canEditCase } from '../rules/caseAccess';
import { combinedLotsStatus, isDepositPastDue, isFullPaymentPastDue } from '../rules/caseStatus';

/** The case, lot and note records as the case screens receive them (the schemas' input). */
type CaseDetail = z.input<typeof CaseDetailSchema>;
type CaseLot = z.input<typeof CaseLotSchema>;
type CaseLotWinner = z.input<typeof CaseLotWinnerSchema>;
/** A row always names the firm as `firmName` and carries its date (the lists sort by them). */
type CaseRow = z.input<typeof CaseRowSchema> & { firmName: string; createdDate: string };

export const lotsOfCase = (caseId: number) =>
  db.lots
    .filter((l) => l.caseId === caseId)
    .sort((a, b) => a.lotNumber - b.lotNumber || a.id - b.id);

export const primaryPropertyOf = (lotId: number) =>
  db.properties.find((p) => p.lotId === lotId && p.isPrimary) ??
  db.properties.find((p) => p.lotId === lotId);

export const propertyCountOf = (lotId: number) =>
  db.properties.filter((p) => p.lotId === lotId).length;

const clientOf = (kase: Case) => db.clients.find((c) => c.id === kase.clientId);
const attorneyOf = (kase: Case) => db.attorneys.find((t) => t.id === kase.attorneyId);
const companyOf = (kase: Case) => db.companies.find((c) => c.id === kase.companyId);

export const lotsCombinedStatus = (caseId: number) =>
  combinedLotsStatus(lotsOfCase(caseId).map((l) => l.status));

function propertyView(lot: Lot): CaseLotProperty | null {
  const p = primaryPropertyOf(lot.id);
  if (!p) return null;
  const photo = p.images.find((i) => i.isMain) ?? p.images[0];
  return {
    id: p.id,
    streetLine1: p.address.streetLine1,
    streetLine2: p.address.streetLine2,
    city: p.address.city,
    county: p.address.county,
    stateCode: p.address.state,
    zipCode: p.address.zipCode,
    imageUrl: photo?.url ?? null,
  };
}

/** The winner by the purchase profile they joined with, else their own account. */
function winnerView(lot: Lot): CaseLotWinner | null {
  if (!lot.winner) return null;
  const user = db.users.find((u) => u.id === lot.winner!.bidderId);
  const join = db.auctionBidders.find(
    (j) => j.lotId === lot.id && j.bidderId === lot.winner!.bidderId,
  );
  const profile = db.purchaseProfiles.find((p) => p.id === join?.purchaseProfileId);
  const home = user?.address;
  const parts = profile
    ? [profile.address1, profile.address2, profile.city, `${profile.state} ${profile.zip}`.trim()]
    : home
      ? [home.streetLine1, home.streetLine2, home.city, `${home.state} ${home.zipCode}`.trim()]
      : [];
  return {
    bidId: lot.winner.bidId,
    paddleNumber: lot.winner.paddleNumber,
    bidBidderFullName: profile?.name || (user ? `${user.firstName} ${user.lastName}` : ''),
    phoneNumber: profile?.phoneNumber || user?.phoneNumber || '',
    bidAmount: lot.winner.amount,
    address: parts.filter(Boolean).join(', '),
  };
}

/** The lot's auction: started once it is open or finished, or the lot has run. */
function auctionView(lot: Lot): CaseLot['auction'] {
  const a = db.auctions.find((x) => x.id === lot.auctionId);
  if (!a) return null;
  return {
    id: a.id,
    startTime: a.startTime,
    stopTime: a.stopTime,
    isStarted: a.isOpen || a.isFinished || Boolean(lot.startedTime),
  };
}

export function caseLotView(lot: Lot): CaseLot {
  const now = simNow();
  return {
    id: lot.id,
    caseId: lot.caseId,
    lotNumber: lot.lotNumber,
    lotStatus: lot.status,
    openingPrice: lot.openingPrice,
    requiredDown: lot.requiredDown,
    minBidIncrements: lot.minBidIncrements,
    auction: auctionView(lot),
    markedFeatured: lot.isFeatured,
    featuredId: lot.isFeatured ? lot.id : null,
    featuredByAdmin: lot.isFeatured && lot.featuredByAdmin,
    isPostponed: lot.isPostponed,
    continuanceDate: lot.continuanceDate,
    soldTo: lot.soldTo,
    winner: winnerView(lot),
    propertyCount: propertyCountOf(lot.id),
    property: propertyView(lot),
    stoppedTime: lot.stoppedTime,
    depositReceivedDate: lot.depositReceivedDate,
    paymentReceivedDate: lot.paymentReceivedDate,
    isDepositPastDue: isDepositPastDue(lot, now),
    isFullPaymentPastDue: isFullPaymentPastDue(lot, now),
    deedDelivery: lot.deedDelivery,
    deedShippingAddress: lot.deedShippingAddress ?? null,
  };
}

export const lotLookupView = (lot: Lot): LotLookup => ({
  id: lot.id,
  lotNumber: lot.lotNumber,
  lotStatus: lot.status,
  streetLine1: primaryPropertyOf(lot.id)?.address.streetLine1 ?? null,
});

export function caseNotesOf(caseId: number): CaseNoteView[] {
  return db.caseNotes
    .filter((n) => n.caseId === caseId)
    .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id)
    .map(({ id, subject, body, createdDate, createdBy }) => ({
      id,
      subject,
      body,
      createdDate,
      createdBy,
    }));
}

export function caseDetailView(kase: Case, user: User): CaseDetail {
  const firm = clientOf(kase)?.name ?? '';
  const attorney = attorneyOf(kase);
  const lots = lotsOfCase(kase.id);
  return {
    id: kase.id,
    caseNumber: kase.caseNumber,
    county: kase.county,
    fileNumber: kase.fileNumber,
    firmName: firm,
    caseFirmName: firm,
    clientId: kase.clientId,
    attorneyId: kase.attorneyId,
    attorneyName: attorney ? `${attorney.firstName} ${attorney.lastName}` : null,
    companyId: kase.companyId,
    companyName: companyOf(kase)?.name ?? '',
    caseStatus: kase.status,
    isListed: kase.isListed,
    createdDate: kase.createdDate,
    lots: lots.map(caseLotView),
    notes: caseNotesOf(kase.id),
    documentTypes: db.documentTypes.map(({ id, name }) => ({ id, name })),
    lotsCombinedStatus: combinedLotsStatus(lots.map((l) => l.status)),
    canEdit: canEditCase(user, kase),
  };
}

export function caseRowView(kase: Case): CaseRow {
  const attorney = attorneyOf(kase);
  return {
    id: kase.id,
    companyName: companyOf(kase)?.name ?? '',
    clientId: kase.clientId,
    firmName: clientOf(kase)?.name ?? '',
    caseNumber: kase.caseNumber,
    county: kase.county,
    fileNumber: kase.fileNumber,
    createdDate: kase.createdDate,
    attorneyFirstName: attorney?.firstName ?? null,
    attorneyLastName: attorney?.lastName ?? null,
    caseStatus: kase.status,
    isListed: kase.isListed,
  };
}
