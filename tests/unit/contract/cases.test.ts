// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CaseDetail,
  CaseLot,
  CaseLotWinner,
  CasePage,
  CaseRow,
  DuplicateCase,
  Lookup,
} from '../../../src/api/contract/cases';
import { CaseNote } from '../../../src/api/contract/caseNotes';
import { LotLookup } from '../../../src/api/contract/caseLots';
import { check } from '../../../src/api/contract/parse';

/** A winner as spec 2 §3 spells it first: bidBidderFullName and bidAmount. */
const winner = {
  bidId: 41,
  paddleNumber: 102,
  bidBidderFullName: 'Jane Roe',
  phoneNumber: '3125550100',
  bidAmount: 101_000,
  address: '1 Main St, Chicago, IL 60601',
};

/** A lot of spec 2 §3 (Lot). */
const lot = {
  id: 7,
  caseId: 3,
  lotNumber: 1,
  lotStatus: 'PendingTransaction',
  openingPrice: 100_000,
  requiredDown: 25,
  minBidIncrements: 1000,
  auction: { id: 12, startTime: '2026-03-02T15:00:00.000Z', stopTime: null, isStarted: true },
  markedFeatured: false,
  featuredId: null,
  isPostponed: false,
  soldTo: 'ThirdPartyBidder',
  winner,
  propertyCount: 1,
  property: {
    id: 9,
    streetLine1: '1 Main St',
    city: 'Chicago',
    county: 'Cook',
    stateCode: 'IL',
    zipCode: '60601',
    imageUrl: '/img/9.jpg',
  },
  stoppedTime: '2026-03-02T16:00:00.000Z',
  depositReceivedDate: null,
  paymentReceivedDate: null,
  continuanceDate: null,
  isDepositPastDue: false,
  isFullPaymentPastDue: false,
  deedDelivery: null,
  deedShippingAddress: null,
};

const note = {
  id: 5,
  subject: 'Call',
  body: 'Called the firm.',
  createdDate: '2026-01-05T10:00:00.000Z',
  createdBy: 'Ann Lee',
};

/** A case of spec 2 §3 (Case). */
const kase = {
  id: 3,
  caseNumber: '2026-CH-1',
  county: 'Cook',
  fileNumber: 'F-1',
  firmName: 'Smith & Co',
  clientId: 4,
  attorneyId: null,
  caseStatus: 'New',
  lots: [lot],
  notes: [note],
  documentTypes: [{ id: 1, name: 'Deed' }],
  lotsCombinedStatus: 'PendingTransaction',
  canEdit: true,
};

const row = {
  id: 3,
  firmName: 'Smith & Co',
  clientId: 4,
  caseNumber: '2026-CH-1',
  county: 'Cook',
  fileNumber: 'F-1',
  caseStatus: 'New',
  isListed: true,
  createdDate: '2026-01-02T10:00:00.000Z',
};

describe('case contract', () => {
  it('accepts the spec’s case, lot, winner and note', () => {
    const parsed = check(CaseDetail, kase);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.firmName).toBe('Smith & Co');
    expect(parsed.value.lots[0].winner).toEqual(winner);
    expect(parsed.value.notes).toEqual([note]);
    expect(check(CaseNote, note).ok).toBe(true);
  });

  it('reads firmName also when the server sends caseFirmName', () => {
    const { firmName: _, ...rest } = kase;
    const parsed = check(CaseDetail, { ...rest, caseFirmName: 'Jones LLP' });
    expect(parsed).toMatchObject({ ok: true, value: { firmName: 'Jones LLP' } });
    const { firmName: __, ...bare } = row;
    expect(check(CaseRow, { ...bare, caseFirmName: 'Jones LLP' })).toMatchObject({
      ok: true,
      value: { firmName: 'Jones LLP' },
    });
  });

  it('refuses a case without either firm name, naming firmName', () => {
    const { firmName: _, ...rest } = kase;
    expect(check(CaseDetail, rest)).toMatchObject({
      ok: false,
      issues: [{ path: 'firmName' }],
    });
  });

  it('refuses a missing required field, naming its path', () => {
    const { canEdit: _, ...rest } = kase;
    expect(check(CaseDetail, rest)).toEqual({
      ok: false,
      issues: [{ path: 'canEdit', problem: 'expected boolean, received undefined' }],
    });
    const { lotStatus: __, ...noStatus } = lot;
    expect(check(CaseDetail, { ...kase, lots: [noStatus] })).toMatchObject({
      ok: false,
      issues: [{ path: 'lots.0.lotStatus' }],
    });
    expect(check(CasePage, { data: [{ ...row, caseStatus: 'Open' }], total: 1 })).toMatchObject({
      ok: false,
      issues: [{ path: 'data.0.caseStatus' }],
    });
  });

  it('reads the winner from either spelling: name and amount', () => {
    const { bidBidderFullName: _, bidAmount: __, ...rest } = winner;
    const parsed = check(CaseLotWinner, { ...rest, name: 'Jane Roe', amount: 101_000 });
    expect(parsed).toEqual({ ok: true, value: winner });
    expect(
      check(CaseLot, { ...lot, winner: { ...rest, name: 'Jane Roe', amount: 5 } }),
    ).toMatchObject({
      ok: true,
      value: { winner: { bidBidderFullName: 'Jane Roe', bidAmount: 5 } },
    });
  });

  it('refuses a winner with neither spelling of the amount', () => {
    const { bidAmount: _, ...rest } = winner;
    expect(check(CaseLotWinner, rest)).toMatchObject({
      ok: false,
      issues: [{ path: 'bidAmount' }],
    });
  });

  it('reads dates and the photo left out as null, and the designed flags as false', () => {
    const { continuanceDate: _, stoppedTime: __, deedShippingAddress: ___, ...rest } = lot;
    const parsed = check(CaseLot, { ...rest, property: { ...lot.property, imageUrl: undefined } });
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        continuanceDate: null,
        stoppedTime: null,
        deedShippingAddress: null,
        featuredByAdmin: false,
        property: { imageUrl: null },
      },
    });
  });

  it('accepts the pickers, the duplicates and the lot look-up', () => {
    expect(check(Lookup, { id: 4, name: 'Smith & Co' }).ok).toBe(true);
    expect(
      check(DuplicateCase, {
        id: 3,
        caseNumber: '2026-CH-1',
        county: 'Cook',
        fileNumber: 'F-1',
        firmName: 'Smith & Co',
        caseStatus: 'New',
        createdDate: '2026-01-02T10:00:00.000Z',
      }).ok,
    ).toBe(true);
    expect(check(LotLookup, { id: 7, lotNumber: 1, lotStatus: 'Listed' }).ok).toBe(true);
  });
});
