/**
 * Cases (spec 2 §3 Case and Lot, §4, §7 Cases): the staff and firm lists, the case with its
 * lots, notes and document types, the pickers of the case form, the duplicate look-up, create,
 * update, and the case actions the spec does not show.
 */
import * as z from 'zod/mini';
import { CASE_STATUSES, LOT_STATUSES } from '../../lib/caseStage';
import { endpoint, FIRM, STAFF } from './define';
import {
  FIRST_PAGE,
  id,
  isoDate,
  learnFirst,
  listRequest,
  nullDate,
  orNull,
  withIds,
} from './common';
import { CaseNote } from './caseNotes';
import { addressShape } from './lots';

/** Case statuses (spec 2 §4 Statuses). */
export const CaseStatus = z.enum(CASE_STATUSES);

/** Lot statuses (spec 2 §4 Statuses). */
export const LotStatus = z.enum(LOT_STATUSES);

/**
 * The firm's name, sent as `firmName` or `caseFirmName` (spec 2 §3 Case: "firmName (also
 * caseFirmName)"): at least one is required, `firmName` is what the screens read.
 */
const firmNames = { firmName: z.optional(z.string()), caseFirmName: z.optional(z.string()) };

function withFirmName<T extends { firmName?: string; caseFirmName?: string }>(
  value: T,
  ctx: { issues: z.core.$ZodRawIssue[] },
): T & { firmName: string } {
  const firmName = value.firmName ?? value.caseFirmName;
  if (firmName === undefined) {
    ctx.issues.push({
      code: 'invalid_type',
      expected: 'string',
      input: undefined,
      path: ['firmName'],
      message: 'firmName (or caseFirmName) is required',
    });
    return z.NEVER;
  }
  return { ...value, firmName };
}

/**
 * A row of the case lists (spec 2 §2 Case list, §3 Case; POST /api/cases/list and
 * /api/cases/listattorney). The columns: client (`firmName`), case number, county, file
 * number, status. Designed beside the spec's Case fields: `isListed` (the status filter's
 * "Listed (New plus isListed)"), `createdDate` (the default sort), and for the firm's list
 * `companyName` and the attorney's names.
 */
export const CaseRow = z.pipe(
  z.object({
    id: id(),
    ...firmNames,
    clientId: id(),
    caseNumber: z.string(),
    county: z.string(),
    fileNumber: z.string(),
    caseStatus: CaseStatus,
    isListed: z._default(z.boolean(), false),
    createdDate: z.optional(isoDate()),
    companyName: z.optional(z.string()),
    attorneyFirstName: z.nullish(z.string()),
    attorneyLastName: z.nullish(z.string()),
  }),
  z.transform(withFirmName),
);
export type CaseRow = z.infer<typeof CaseRow>;

const caseListStatus = z.union([CaseStatus, z.literal('Listed')]);

/**
 * The staff list's body (spec 2 §7 POST /api/cases/list: clientId, search, sorter,
 * pagination); `status` is the status filter of spec 2 §2 ('Listed' is New plus isListed).
 */
export const CaseListRequest = z.object({
  ...listRequest,
  clientId: z.optional(id()),
  status: z.optional(caseListStatus),
});
export type CaseListRequest = z.infer<typeof CaseListRequest>;

/**
 * The firm's list body (spec 2 §7 POST /api/cases/listattorney: search, sorter, pagination).
 * Designed: the firm dashboard's filters `companyId` (one auction company's cases),
 * `attorneyId` (one attorney's cases) and `status`.
 */
export const FirmCaseListRequest = z.object({
  ...listRequest,
  companyId: z.optional(id()),
  attorneyId: z.optional(id()),
  status: z.optional(caseListStatus),
});
export type FirmCaseListRequest = z.infer<typeof FirmCaseListRequest>;

/** A page of case rows. */
export const CasePage = z.object({ data: z.array(CaseRow), total: z.number() });

/**
 * The winner of a sold lot (spec 2 §3 Lot: winner (bidId, paddleNumber, bidBidderFullName or
 * name, phoneNumber, bidAmount or amount, address)); read as `bidBidderFullName` and `bidAmount`.
 */
export const CaseLotWinner = z.pipe(
  z.object({
    bidId: id(),
    paddleNumber: z.number(),
    bidBidderFullName: z.optional(z.string()),
    name: z.optional(z.string()),
    phoneNumber: z.nullish(z.string()),
    bidAmount: z.optional(z.number()),
    amount: z.optional(z.number()),
    address: z.nullish(z.string()),
  }),
  z.transform((w, ctx) => {
    const bidBidderFullName = w.bidBidderFullName ?? w.name;
    const bidAmount = w.bidAmount ?? w.amount;
    const missing = [
      ...(bidBidderFullName === undefined ? [['bidBidderFullName', 'string'] as const] : []),
      ...(bidAmount === undefined ? [['bidAmount', 'number'] as const] : []),
    ];
    for (const [field, expected] of missing)
      ctx.issues.push({
        code: 'invalid_type',
        expected,
        input: undefined,
        path: [field],
        message: `${field} (or ${field === 'bidAmount' ? 'amount' : 'name'}) is required`,
      });
    if (bidBidderFullName === undefined || bidAmount === undefined) return z.NEVER;
    return {
      bidId: w.bidId,
      paddleNumber: w.paddleNumber,
      bidBidderFullName,
      phoneNumber: w.phoneNumber ?? '',
      bidAmount,
      address: w.address ?? '',
    };
  }),
);
export type CaseLotWinner = z.infer<typeof CaseLotWinner>;

/** A property's address lines (spec 2 §3 Property). */
export const PropertyAddressLines = z.object(addressShape);
export type PropertyAddressLines = z.infer<typeof PropertyAddressLines>;

/** The lot's primary property in short (spec 2 §3 Lot `property`, Property `imageUrl`). */
export const CaseLotProperty = z.object({
  id: id(),
  ...addressShape,
  imageUrl: orNull(z.string()),
});
export type CaseLotProperty = z.infer<typeof CaseLotProperty>;

/**
 * The lot's auction (spec 2 §3 Lot: auction (id, startTime, stopTime)). Designed: `isStarted`,
 * whether the auction has started (dates, prices and the postponed flag lock then).
 */
export const CaseLotAuction = z.object({
  id: id(),
  startTime: isoDate(),
  stopTime: nullDate(),
  isStarted: z._default(z.boolean(), false),
});

/**
 * A lot of a case (spec 2 §3 Lot), in the case's `lots` and the lot view. Designed:
 * `featuredByAdmin`, the featured flag was set by an admin (only an admin may remove it).
 */
export const CaseLot = z.object({
  id: id(),
  caseId: id(),
  lotNumber: z.number(),
  lotStatus: LotStatus,
  openingPrice: z.number(),
  /** Percent of the winning bid. */
  requiredDown: z.number(),
  minBidIncrements: z.number(),
  auction: z.nullable(CaseLotAuction),
  markedFeatured: z.boolean(),
  featuredId: z.nullable(id()),
  featuredByAdmin: z._default(z.boolean(), false),
  isPostponed: z.boolean(),
  continuanceDate: nullDate(),
  soldTo: z.nullable(z.enum(['ThirdPartyBidder', 'Plaintiff'])),
  winner: z.nullable(CaseLotWinner),
  propertyCount: z.number(),
  property: z.nullable(CaseLotProperty),
  stoppedTime: nullDate(),
  depositReceivedDate: nullDate(),
  paymentReceivedDate: nullDate(),
  isDepositPastDue: z.boolean(),
  isFullPaymentPastDue: z.boolean(),
  deedDelivery: z.nullable(z.string()),
  deedShippingAddress: orNull(z.string()),
});
export type CaseLot = z.infer<typeof CaseLot>;

/** A document type a case document may have (spec 2 §3 Case `documentTypes`). */
export const DocumentTypeOption = z.object({ id: id(), name: z.string() });

/** What a case is known by in the detail and the duplicate look-up: id, numbers, county, firm. */
const caseHead = {
  id: id(),
  caseNumber: z.string(),
  county: z.string(),
  fileNumber: z.string(),
  ...firmNames,
};

/**
 * A case with its lots, notes and document types (spec 2 §3 Case). Designed: `attorneyName`
 * (the header and the edit dialog's attorney), `companyId` and `companyName` (the auction
 * company), `isListed` (the status label), `createdDate`.
 */
export const CaseDetail = z.pipe(
  z.object({
    ...caseHead,
    clientId: id(),
    attorneyId: z.nullable(id()),
    caseStatus: CaseStatus,
    lots: z.array(CaseLot),
    notes: z.array(CaseNote),
    documentTypes: z.array(DocumentTypeOption),
    lotsCombinedStatus: z.nullable(LotStatus),
    canEdit: z.boolean(),
    attorneyName: z.nullish(z.string()),
    companyId: z.optional(id()),
    companyName: z.optional(z.string()),
    isListed: z._default(z.boolean(), false),
    createdDate: z.optional(isoDate()),
  }),
  z.transform(withFirmName),
);
export type CaseDetail = z.infer<typeof CaseDetail>;

/** An entry of the case form's pickers: a client (law firm) or one of its attorneys. */
export const Lookup = z.object({ id: id(), name: z.string() });
export type Lookup = z.infer<typeof Lookup>;

/** A case already filed under the same case number and county (spec 2 §2 Add Case dialog). */
export const DuplicateCase = z.pipe(
  z.object({
    ...caseHead,
    caseStatus: CaseStatus,
    createdDate: isoDate(),
  }),
  z.transform(withFirmName),
);
export type DuplicateCase = z.infer<typeof DuplicateCase>;

/**
 * A new case (spec 2 §7 POST /api/cases: fileNumber, caseNumber, attorneyId, clientId, county)
 * with its first lot's primary property address (spec 2 §2 Add Case dialog; countryCode US).
 */
export const NewCase = z.object({
  fileNumber: z.string(),
  caseNumber: z.string(),
  attorneyId: z.nullable(id()),
  clientId: id(),
  county: z.string(),
  streetLine1: z.string(),
  streetLine2: z.string(),
  city: z.string(),
  stateCode: z.string(),
  zipCode: z.string(),
  countryCode: z.literal('US'),
});
export type NewCase = z.infer<typeof NewCase>;

/** What the case edit dialog saves (spec 2 §7 PUT /api/cases/{caseId}). */
export const CaseUpdate = z.object({
  caseNumber: z.string(),
  fileNumber: z.string(),
  county: z.string(),
  clientId: id(),
  attorneyId: z.nullable(id()),
});
export type CaseUpdate = z.infer<typeof CaseUpdate>;

/** The contract check reads the oldest cases first: they are the ones with lots. */
const OLDEST_FIRST = { ...FIRST_PAGE, sorter: { field: 'createdDate', order: 'ascend' } } as const;
const oldestCases = { args: () => ({ body: OLDEST_FIRST }), learn: learnFirst('caseId') };

export const listCases = endpoint({
  method: 'POST',
  path: '/api/cases/list',
  spec: '2 §7',
  summary: "A page of the company's cases (staff case list, a client's linked cases).",
  request: CaseListRequest,
  response: CasePage,
  roles: STAFF,
  probe: oldestCases,
});

export const listFirmCases = endpoint({
  method: 'POST',
  path: '/api/cases/listattorney',
  spec: '2 §7',
  summary: "A page of the firm's cases (client view: case list and firm dashboard).",
  request: FirmCaseListRequest,
  response: CasePage,
  roles: FIRM,
  probe: oldestCases,
});

export const getCase = endpoint({
  method: 'GET',
  path: '/api/cases/{caseId}',
  spec: '2 §3, 2 §7',
  summary: 'A case with its lots, notes and document types (case detail, lot view).',
  response: CaseDetail,
  roles: [...STAFF, ...FIRM, 'Admin'],
  probe: {
    args: withIds({ caseId: 'caseId' }),
    learn: (data) => {
      const lots = (data as { lots?: { id?: unknown; property?: { id?: unknown } | null }[] }).lots;
      const lot = lots?.find((l) => typeof l.property?.id === 'number') ?? lots?.[0];
      return {
        ...(typeof lot?.id === 'number' ? { lotId: lot.id, caseLotId: lot.id } : {}),
        ...(typeof lot?.property?.id === 'number' ? { propertyId: lot.property.id } : {}),
      };
    },
  },
});

export const lookupClients = endpoint({
  method: 'GET',
  path: '/api/clients/lookup',
  spec: '2 §7',
  summary: "The company's active clients (law firms) for the case form's client picker.",
  response: z.array(Lookup),
  roles: STAFF,
  probe: { learn: learnFirst('clientId') },
});

export const lookupAttorneys = endpoint({
  method: 'GET',
  path: '/api/attorneys/lookup/{clientId}',
  spec: '2 §7',
  summary: "A client's attorneys for the case form's attorney picker.",
  response: z.array(Lookup),
  roles: STAFF,
  probe: {
    args: withIds({ clientId: 'clientId' }),
  },
});

export const lookupCases = endpoint({
  method: 'GET',
  path: '/api/cases/lookup/{caseNumber}/{county}',
  spec: '2 §7',
  summary: 'Cases with the same case number in the same county (the Add Case duplicate warning).',
  response: z.array(DuplicateCase),
  roles: STAFF,
  probe: { args: () => ({ params: { caseNumber: '2024-CH-0000', county: 'Cook' } }) },
});

export const createCase = endpoint({
  method: 'POST',
  path: '/api/cases',
  spec: '2 §7',
  summary: 'Creates a case with a Draft lot and its primary property; answers the new id.',
  request: NewCase,
  response: z.object({ id: id() }),
  roles: STAFF,
});

export const updateCase = endpoint({
  method: 'PUT',
  path: '/api/cases/{caseId}',
  spec: '2 §7',
  summary: "Saves the case's number, file number, county, client and attorney; answers the case.",
  request: CaseUpdate,
  response: CaseDetail,
  roles: STAFF,
});

const NOT_SHOWN = 'spec 2 §7 lists the case status change calls as not shown; ';

export const markPendingCourtApproval = endpoint({
  method: 'PUT',
  path: '/api/cases/{caseId}/pendingcourtapproval',
  designed: `${NOT_SHOWN}Mark as Pending Court Approval (spec 2 §4) sets WaitingCourtHouse and answers the case.`,
  summary: 'Mark as Pending Court Approval; answers the case.',
  response: CaseDetail,
  roles: STAFF,
});

export const markCourtApproved = endpoint({
  method: 'PUT',
  path: '/api/cases/{caseId}/courtapproved',
  designed: `${NOT_SHOWN}Mark as Court Approved (spec 2 §4) sets Approved and answers the case.`,
  summary: 'Mark as Court Approved; answers the case.',
  response: CaseDetail,
  roles: STAFF,
});

export const markCompleted = endpoint({
  method: 'PUT',
  path: '/api/cases/{caseId}/completed',
  designed: `${NOT_SHOWN}Mark as Completed (spec 2 §4) sets Closed and answers the case.`,
  summary: 'Mark as Completed; answers the case.',
  response: CaseDetail,
  roles: STAFF,
});

export const cancelCase = endpoint({
  method: 'PUT',
  path: '/api/cases/{caseId}/cancel',
  designed: `${NOT_SHOWN}Cancel Case (spec 2 §4) sets Cancelled, cancels its Draft and Listed lots, and answers the case.`,
  summary: 'Cancel Case; answers the case.',
  response: CaseDetail,
  roles: STAFF,
});

export const deleteCase = endpoint({
  method: 'DELETE',
  path: '/api/cases/{caseId}',
  designed: `${NOT_SHOWN}Permanently Delete Case (spec 2 §4) removes a case without lots and answers { ok }.`,
  summary: 'Permanently deletes a case that has no lots.',
  response: z.object({ ok: z.boolean() }),
  roles: STAFF,
});
