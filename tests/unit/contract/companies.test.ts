import { describe, expect, it } from 'vitest';
import {
  CompanyListRow,
  CompanyProfile,
  FeaturedLot,
  getCompany,
  listCompanies,
  setCompanyActive,
  TimeZoneOption,
  WireInstruction,
} from '../../../src/api/contract/companies';
import { check } from '../../../src/api/contract/parse';

const issues = (r: ReturnType<typeof check>) => (r.ok ? [] : r.issues);

/** The company record as spec 2 section 3 writes it. */
const company = {
  id: 3,
  name: 'Prairie State Auctions',
  phoneNumber: '3125550142',
  isPublic: true,
  address1: '20 N Clark St',
  address2: 'Suite 5',
  city: 'Chicago',
  state: 'IL',
  zip: '60602',
  timeZone: 'Central Standard Time',
  supportEmail: 'help@prairie.test',
  website: 'https://prairie.test',
  description: 'Court-ordered sales.',
  status: 'Active',
  logoUrl: '/files/logo.png',
  backgroundImageUrl: '',
  wireInstruction: {
    createdBy: 'Alex Hammond',
    createdDate: '2026-02-03T15:04:00Z',
    url: '/files/wire.pdf',
  },
  featuredLots: [
    {
      id: 71,
      isAdmin: true,
      lot: { id: 12, caseId: 34, streetLine1: '742 Evergreen Ter', city: 'Springfield' },
    },
  ],
};

const listRow = {
  id: 3,
  name: 'Prairie State Auctions',
  address1: '20 N Clark St',
  address2: '',
  city: 'Chicago',
  zipCode: '60602',
  phoneNumber: '3125550142',
  logoUrl: '',
  isPublic: true,
  status: 'Active',
};

describe('companies contract: the company record (spec 2 §3)', () => {
  it('reads zip, wireInstruction and featuredLots as the spec writes them', () => {
    const r = check(CompanyProfile, company);
    expect(r.ok && r.value).toMatchObject({
      zip: '60602',
      wireInstruction: { createdBy: 'Alex Hammond', url: '/files/wire.pdf' },
      featuredLots: [{ id: 71, isAdmin: true, lot: { id: 12, caseId: 34 } }],
    });
  });

  it('accepts zipCode as well and reads it as zip, once', () => {
    const { zip, ...rest } = company;
    const r = check(CompanyProfile, { ...rest, zipCode: zip });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.zip).toBe('60602');
      expect('zipCode' in r.value).toBe(false);
    }
  });

  it('refuses a record without any zip, naming `zip`', () => {
    const { zip: _zip, ...rest } = company;
    expect(issues(check(CompanyProfile, rest))).toEqual([
      { path: 'zip', problem: 'expected string, received undefined' },
    ]);
  });

  it('reads a missing wire instruction as null and empty texts as ""', () => {
    const r = check(CompanyProfile, {
      ...company,
      wireInstruction: undefined,
      address2: null,
      supportEmail: null,
      website: undefined,
      description: null,
      logoUrl: null,
    });
    expect(r.ok && r.value).toMatchObject({
      wireInstruction: null,
      address2: '',
      supportEmail: '',
      website: '',
      description: '',
      logoUrl: '',
    });
  });

  it('refuses the old shapes: wire instructions without createdBy, flat featured lots', () => {
    expect(
      issues(
        check(CompanyProfile, {
          ...company,
          wireInstruction: { url: '/w.pdf', uploadedBy: 'A', uploadedDate: '2026-01-01' },
        }),
      ),
    ).toEqual([
      { path: 'wireInstruction.createdBy', problem: 'expected string, received undefined' },
      { path: 'wireInstruction.createdDate', problem: 'expected string, received undefined' },
    ]);
    expect(
      issues(
        check(CompanyProfile, {
          ...company,
          featuredLots: [{ id: 1, lotId: 12, caseId: 34, isAdmin: false, streetLine1: 'x' }],
        }),
      ),
    ).toEqual([{ path: 'featuredLots.0.lot', problem: 'expected object, received undefined' }]);
  });

  it('refuses a missing featured lot list and an unknown status', () => {
    const { featuredLots: _f, ...rest } = company;
    expect(issues(check(CompanyProfile, rest))).toEqual([
      { path: 'featuredLots', problem: 'expected array, received undefined' },
    ]);
    expect(issues(check(CompanyProfile, { ...company, status: 'Open' }))[0].path).toBe('status');
  });

  it('reads the pieces on their own', () => {
    expect(check(WireInstruction, company.wireInstruction).ok).toBe(true);
    expect(check(FeaturedLot, company.featuredLots[0]).ok).toBe(true);
    expect(issues(check(FeaturedLot, { id: 1, isAdmin: false, lot: { id: 2 } }))).toEqual([
      { path: 'lot.caseId', problem: 'expected number, received undefined' },
    ]);
    expect(
      check(TimeZoneOption, { id: 'Central Standard Time', displayName: '(UTC-06:00)' }).ok,
    ).toBe(true);
  });
});

describe('companies contract: the admin list row (spec 3 §3)', () => {
  it('reads zipCode (spec 3) or zip (spec 2) as zip', () => {
    const r = check(CompanyListRow, listRow);
    expect(r.ok && r.value).toMatchObject({ zip: '60602', state: '' });
    const { zipCode, ...rest } = listRow;
    const r2 = check(CompanyListRow, { ...rest, zip: zipCode, state: 'IL' });
    expect(r2.ok && r2.value).toMatchObject({ zip: '60602', state: 'IL' });
  });

  it('refuses a row without id or zip, naming the path in the page', () => {
    const { id: _id, zipCode: _z, ...rest } = listRow;
    expect(issues(check(listCompanies.response, { data: [rest], total: 1 }))).toEqual([
      { path: 'data.0.id', problem: 'expected number, received undefined' },
    ]);
    expect(
      issues(
        check(listCompanies.response, { data: [{ ...listRow, zipCode: undefined }], total: 1 }),
      ),
    ).toEqual([{ path: 'data.0.zip', problem: 'expected string, received undefined' }]);
  });
});

describe('companies contract: endpoints', () => {
  it('follows the spec paths', () => {
    expect([getCompany.method, getCompany.path]).toEqual(['GET', '/api/companies/{id}']);
    expect([setCompanyActive.method, setCompanyActive.path]).toEqual([
      'PUT',
      '/api/companies/{id}/{active}',
    ]);
  });
});
