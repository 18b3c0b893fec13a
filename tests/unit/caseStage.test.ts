import {
  canEditCase,
  caseActions,
  caseStage,
  caseStageIndex,
  combinedLotsStatus,
  isCancelledBanner,
  type CaseActionInput,
  type CaseActions,
  type CaseStatus,
  type LotStatus,
} from '../../src/lib/caseStage';
import { caseListRequest } from '../../src/api/cases';
import type { ListParams } from '../../src/lib/listParams';
import { caseStatusLabel, CASE_STATUS_FILTER, lotStatusLabel } from '../../src/lib/status';

describe('combined lots status', () => {
  it.each<[LotStatus[], LotStatus | null]>([
    [[], null],
    [['Draft'], 'Draft'],
    [['Cancelled', 'Cancelled'], 'Cancelled'],
    [['DeedIssued', 'DeedIssued'], 'DeedIssued'],
    [['PaymentRefunded'], 'PaymentRefunded'],
    // Mixed: the first of the order wins.
    [['DeedIssued', 'Draft'], 'Draft'],
    [['Cancelled', 'Listed', 'PendingTransaction'], 'Listed'],
    [['DeedReady', 'PendingTransaction'], 'PendingTransaction'],
    [['DeedIssued', 'CompleteTransaction'], 'CompleteTransaction'],
    [['DeedIssued', 'DeedReady', 'Cancelled'], 'DeedReady'],
    [['Cancelled', 'DeedIssued'], 'DeedIssued'],
    [['PaymentRefunded', 'Cancelled'], 'PaymentRefunded'],
  ])('%j → %s', (statuses, combined) => {
    expect(combinedLotsStatus(statuses)).toBe(combined);
  });
});

describe('case stage', () => {
  it.each<[CaseStatus, LotStatus | null, string]>([
    // Closed first: the lots refunded or cancelled, or the case ended.
    ['New', 'PaymentRefunded', 'Closed'],
    ['New', 'Cancelled', 'Closed'],
    ['Cancelled', 'Draft', 'Closed'],
    ['Cancelled', 'DeedReady', 'Closed'],
    ['Denied', 'CompleteTransaction', 'Closed'],
    ['Closed', 'DeedIssued', 'Closed'],
    ['Approved', 'Cancelled', 'Closed'],
    ['Closed', null, 'Closed'],
    // Then deed ready, before the court.
    ['Approved', 'DeedReady', 'DeedReady'],
    ['Approved', 'DeedIssued', 'DeedReady'],
    ['New', 'DeedIssued', 'DeedReady'],
    // Then the court, before the lots' post-auction and earlier states.
    ['WaitingCourtHouse', 'PendingTransaction', 'Court'],
    ['WaitingCourtHouse', 'CompleteTransaction', 'Court'],
    ['Approved', 'CompleteTransaction', 'Court'],
    ['Approved', 'Draft', 'Court'],
    ['WaitingCourtHouse', null, 'Court'],
    ['New', 'PendingTransaction', 'PostAuction'],
    ['New', 'CompleteTransaction', 'PostAuction'],
    ['New', 'Listed', 'Listed'],
    ['New', 'Draft', 'New'],
    // No rule holds: the case status itself.
    ['New', null, 'New'],
  ])('case %s with lots %s → %s', (status, combined, stage) => {
    expect(caseStage(status, combined)).toBe(stage);
  });

  it.each([
    ['New', 0],
    ['Listed', 1],
    ['PostAuction', 2],
    ['Court', 3],
    ['DeedReady', 4],
    ['Closed', 5],
  ] as const)('step %s is number %i of the bar', (stage, index) => {
    expect(caseStageIndex(stage)).toBe(index);
  });

  it.each<[CaseStatus, boolean]>([
    ['Cancelled', true],
    ['New', false],
    ['Closed', false],
    ['Denied', false],
  ])('case %s shows the Cancelled banner: %s', (status, banner) => {
    expect(isCancelledBanner(status)).toBe(banner);
  });
});

describe('case editing', () => {
  it.each<[LotStatus | null, CaseStatus, boolean, boolean]>([
    ['Draft', 'New', true, true],
    ['Listed', 'New', true, true],
    ['Listed', 'Approved', true, true],
    ['PendingTransaction', 'New', true, false],
    ['CompleteTransaction', 'New', true, false],
    ['DeedIssued', 'New', true, false],
    ['Cancelled', 'New', true, false],
    // The lots not known: the case being New decides.
    [null, 'New', true, true],
    [null, 'WaitingCourtHouse', true, false],
    // The canEdit flag governs.
    ['Draft', 'New', false, false],
    [null, 'New', false, false],
  ])('lots %s, case %s, canEdit %s → %s', (combined, status, flag, allowed) => {
    expect(canEditCase(combined, status, flag)).toBe(allowed);
  });
});

describe('case actions', () => {
  const none: CaseActions = {
    pendingCourtApproval: false,
    courtApproved: false,
    completed: false,
    cancel: false,
    delete: false,
  };
  const base: CaseActionInput = { caseStatus: 'New', lots: [], tab: 'details', canEdit: true };

  it.each<[string, Partial<CaseActionInput>, Partial<CaseActions>]>([
    ['no lots: delete only', {}, { delete: true }],
    ['all lots Draft: nothing', { lots: ['Draft', 'Draft'] }, {}],
    ['a published lot: cancel', { lots: ['Listed'] }, { cancel: true }],
    ['Draft and Listed lots: cancel', { lots: ['Draft', 'Listed'] }, { cancel: true }],
    [
      'lots paid, case New: pending court approval and cancel',
      { lots: ['CompleteTransaction', 'CompleteTransaction'] },
      { pendingCourtApproval: true, cancel: true },
    ],
    [
      'lots paid, case already pending: court approved',
      { caseStatus: 'WaitingCourtHouse', lots: ['CompleteTransaction'] },
      { courtApproved: true, cancel: true },
    ],
    [
      'a lot still awaiting payoff: no pending court approval',
      { lots: ['CompleteTransaction', 'PendingTransaction'] },
      { cancel: true },
    ],
    [
      'pending court approval without lots: court approved and delete',
      { caseStatus: 'WaitingCourtHouse' },
      { courtApproved: true, delete: true },
    ],
    [
      'deeds issued, case Approved: completed',
      { caseStatus: 'Approved', lots: ['DeedIssued'] },
      { completed: true, cancel: true },
    ],
    [
      'deeds issued and a cancelled lot: completed',
      { caseStatus: 'Approved', lots: ['DeedIssued', 'Cancelled'] },
      { completed: true, cancel: true },
    ],
    ['deeds issued, case Closed: nothing', { caseStatus: 'Closed', lots: ['DeedIssued'] }, {}],
    ['case Cancelled: no cancel', { caseStatus: 'Cancelled', lots: ['Cancelled'] }, {}],
    [
      'documents tab: no cancel',
      { tab: 'documents', lots: ['CompleteTransaction'] },
      { pendingCourtApproval: true },
    ],
    ['documents tab without lots: delete', { tab: 'documents' }, { delete: true }],
    ['no canEdit: nothing', { canEdit: false, lots: ['CompleteTransaction'] }, {}],
    ['no canEdit without lots: nothing', { canEdit: false }, {}],
  ])('%s', (_name, input, shown) => {
    expect(caseActions({ ...base, ...input })).toEqual({ ...none, ...shown });
  });
});

describe('status names', () => {
  it.each([
    ['New', false, 'New'],
    ['New', true, 'Listed'],
    ['WaitingCourtHouse', false, 'Pending Court Approval'],
    ['Approved', false, 'Court Approved'],
    ['Denied', false, 'Court Denied'],
    ['Closed', false, 'Completed'],
    ['Cancelled', true, 'Cancelled'],
  ] as const)('case %s (listed %s) shows as %s', (status, listed, label) => {
    expect(caseStatusLabel(status, listed)).toBe(label);
  });

  it.each([
    ['Listed', 'Published'],
    ['PendingTransaction', 'Awaiting Payoff'],
  ])('lot %s shows as %s', (status, label) => {
    expect(lotStatusLabel(status)).toBe(label);
  });

  it('offers the status filter in the spec order', () => {
    expect(CASE_STATUS_FILTER.map((o) => o.label)).toEqual([
      'New',
      'Listed',
      'Pending Court Approval',
      'Court Approved',
      'Court Denied',
      'Completed',
      'Cancelled',
    ]);
    expect(CASE_STATUS_FILTER.map((o) => o.value)).toEqual([
      'New',
      'Listed',
      'WaitingCourtHouse',
      'Approved',
      'Denied',
      'Closed',
      'Cancelled',
    ]);
  });
});

describe('case list request', () => {
  const params: ListParams = {
    page: 2,
    pageSize: 10,
    search: ' 2024CH ',
    sort: { field: 'createdDate', order: 'descend' },
    filters: { clientId: '12', status: 'Listed' },
  };

  it('sends search, sort, page and the filters for staff', () => {
    expect(caseListRequest(params, 'staff')).toEqual({
      search: '2024CH',
      sorter: { field: 'createdDate', order: 'descend' },
      pagination: { current: 2, pageSize: 10 },
      clientId: 12,
      status: 'Listed',
    });
  });

  it('leaves out the client and status for a firm, and a client id that is no id', () => {
    expect(caseListRequest(params, 'firm')).toEqual({
      search: '2024CH',
      sorter: { field: 'createdDate', order: 'descend' },
      pagination: { current: 2, pageSize: 10 },
    });
    const bad = caseListRequest({ ...params, filters: { clientId: 'abc' } }, 'staff');
    expect(bad).not.toHaveProperty('clientId');
    expect(bad).not.toHaveProperty('status');
  });
});
