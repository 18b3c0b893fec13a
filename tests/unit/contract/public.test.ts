import { describe, expect, it } from 'vitest';
import {
  ContactUs,
  listPublicLots,
  PublicListRequest,
  PublicLotRow,
} from '../../../src/api/contract/public';
import { check } from '../../../src/api/contract/parse';
import { address } from './lotFixtures';

/** Spec 3 section 3 Public lot row, with the listing fields of spec 1 section 3 the cards show. */
const publicRow = {
  id: 11,
  auctionId: 4,
  auctionStartTime: '2026-03-02T15:00:00.000Z',
  auctionIsTest: false,
  caseFileNumber: 'F-1',
  caseNumber: '2026-CH-1',
  auctionHostName: 'Prairie State Auctions',
  auctionHostLogoUrl: '/logo.png',
  ...address,
  images: [{ url: '/p.jpg', isMain: true }],
  attributes: [
    {
      attributeName: 'BedroomCount',
      attributeDisplayName: 'Beds',
      value: '3',
      attributeType: 'IntField',
    },
  ],
  openingPrice: 100_000,
  requiredDown: 25,
  caseSalesPrice: null,
  caseContinuance: false,
  caseSoldTo: null,
  lotStatus: 'Listed',
  isPostponed: false,
};

describe('the public sales list (spec 1 section 7, spec 3 sections 3 and 7)', () => {
  it('takes a page of public lot rows', () => {
    const page = { data: [publicRow, { ...publicRow, id: 12, caseSoldTo: 'Plaintiff' }], total: 2 };
    expect(check(listPublicLots.response, page)).toEqual({ ok: true, value: page });
  });

  it('refuses a row without the spec’s fields, naming the path', () => {
    const { caseFileNumber: _f, ...noFile } = publicRow;
    expect(check(listPublicLots.response, { data: [noFile], total: 1 })).toMatchObject({
      ok: false,
      issues: [{ path: 'data.0.caseFileNumber', problem: 'expected string, received undefined' }],
    });
    expect(check(PublicLotRow, { ...publicRow, caseSoldTo: 'Bank' })).toMatchObject({
      ok: false,
      issues: [{ path: 'caseSoldTo' }],
    });
  });

  it('the list body takes the spec’s filters', () => {
    const body = {
      search: '',
      pagination: { current: 1, pageSize: 100 },
      sorter: { field: 'auctionStartTime', order: 'ascend' },
      showFeatured: true,
      isUpComing: false,
      endDate: '2026-03-03T00:00:00.000Z',
    };
    expect(check(PublicListRequest, body).ok).toBe(true);
  });
});

describe('the contact form (spec 1 section 7)', () => {
  it('sends name, email, phoneNumber, companyName and message', () => {
    const form = {
      name: 'A',
      email: 'a@b.test',
      phoneNumber: '3125550100',
      companyName: '',
      message: 'Hi',
    };
    expect(check(ContactUs, form)).toEqual({ ok: true, value: form });
    const { message: _m, ...noMessage } = form;
    expect(check(ContactUs, noMessage)).toMatchObject({ ok: false, issues: [{ path: 'message' }] });
  });
});
