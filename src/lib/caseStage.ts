/**
 * The rules of a case's progress (spec 2 section 4): the combined status of its lots, the stage
 * bar, when the case may be edited and which case actions are offered.
 */

/** Case statuses (spec 2 section 4). */
export const CASE_STATUSES = [
  'New',
  'WaitingCourtHouse',
  'Approved',
  'Denied',
  'Closed',
  'Cancelled',
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Lot statuses (spec 2 section 4). */
export const LOT_STATUSES = [
  'Draft',
  'Listed',
  'PendingTransaction',
  'CompleteTransaction',
  'DeedReady',
  'DeedIssued',
  'PaymentRefunded',
  'Cancelled',
] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];

/** The order in which mixed lots decide the combined status; anything else gives Cancelled. */
const COMBINED_ORDER: readonly LotStatus[] = LOT_STATUSES.filter((s) => s !== 'Cancelled');

/**
 * The lots' combined status: their one status when they all share it, else the first of Draft,
 * Listed, PendingTransaction, CompleteTransaction, DeedReady, DeedIssued, PaymentRefunded that
 * one of them has, else Cancelled. A case without lots has none (null).
 */
export function combinedLotsStatus(statuses: readonly LotStatus[]): LotStatus | null {
  if (!statuses.length) return null;
  if (statuses.every((s) => s === statuses[0])) return statuses[0];
  return COMBINED_ORDER.find((s) => statuses.includes(s)) ?? 'Cancelled';
}

/** The steps of the stage bar, in order. */
export const CASE_STAGES = [
  'New',
  'Listed',
  'PostAuction',
  'Court',
  'DeedReady',
  'Closed',
] as const;
export type CaseStageStep = (typeof CASE_STAGES)[number];
/** A step, or the case status itself when no rule matches. */
export type CaseStage = CaseStageStep | CaseStatus;

/** The stage bar's step, the rules evaluated in the spec's order (the first that holds wins). */
export function caseStage(caseStatus: CaseStatus, combined: LotStatus | null): CaseStage {
  if (
    combined === 'PaymentRefunded' ||
    combined === 'Cancelled' ||
    caseStatus === 'Cancelled' ||
    caseStatus === 'Denied' ||
    caseStatus === 'Closed'
  )
    return 'Closed';
  if (combined === 'DeedReady' || combined === 'DeedIssued') return 'DeedReady';
  if (caseStatus === 'WaitingCourtHouse' || caseStatus === 'Approved') return 'Court';
  if (combined === 'PendingTransaction' || combined === 'CompleteTransaction') return 'PostAuction';
  if (combined === 'Listed') return 'Listed';
  if (combined === 'Draft') return 'New';
  return caseStatus;
}

/** The index of the stage among the bar's steps (the first step when the stage is no step). */
export function caseStageIndex(stage: CaseStage): number {
  return Math.max(0, CASE_STAGES.indexOf(stage as CaseStageStep));
}

/** A Cancelled case shows a red Cancelled banner instead of the stage bar. */
export const isCancelledBanner = (caseStatus: CaseStatus) => caseStatus === 'Cancelled';

/**
 * Whether the case itself (number, file number, county, client, attorney) may be edited: while
 * the lots' combined status is Draft or Listed — before the lots are known, while the case is
 * New — and only when the case's `canEdit` flag allows it.
 */
export function canEditCase(
  combined: LotStatus | null,
  initialCaseStatus: CaseStatus,
  canEdit: boolean,
): boolean {
  if (!canEdit) return false;
  if (combined === null) return initialCaseStatus === 'New';
  return combined === 'Draft' || combined === 'Listed';
}

/** The case detail's tabs. */
export type CaseTab = 'details' | 'documents';

export interface CaseActionInput {
  caseStatus: CaseStatus;
  /** The statuses of the case's lots. */
  lots: readonly LotStatus[];
  tab: CaseTab;
  /** The case's `canEdit` flag on a screen that may change cases (not the admin's). */
  canEdit: boolean;
}

export interface CaseActions {
  pendingCourtApproval: boolean;
  courtApproved: boolean;
  completed: boolean;
  cancel: boolean;
  delete: boolean;
}

export type CaseAction = keyof CaseActions;

const NONE: CaseActions = {
  pendingCourtApproval: false,
  courtApproved: false,
  completed: false,
  cancel: false,
  delete: false,
};

/** Which case actions show (spec 2 section 4 "Case actions"); none without `canEdit`. */
export function caseActions({ caseStatus, lots, tab, canEdit }: CaseActionInput): CaseActions {
  if (!canEdit) return NONE;
  const combined = combinedLotsStatus(lots);
  return {
    pendingCourtApproval: combined === 'CompleteTransaction' && caseStatus === 'New',
    courtApproved: caseStatus === 'WaitingCourtHouse',
    completed: combined === 'DeedIssued' && caseStatus !== 'Closed',
    cancel:
      tab === 'details' &&
      !lots.every((s) => s === 'Draft') &&
      caseStatus !== 'Closed' &&
      caseStatus !== 'Cancelled',
    delete: lots.length === 0,
  };
}
