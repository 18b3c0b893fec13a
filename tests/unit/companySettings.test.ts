import {
  apiKeyStatus,
  companyFormLock,
  companyLockText,
  companyUserStatus,
  isWebsite,
  lastLoginText,
  maskKey,
  settingsTabs,
  type CompanyStatus,
} from '../../src/lib/companySettings';
import { Role } from '../../src/lib/roles';

describe('settings tabs per role', () => {
  it.each([
    [[Role.Auctioneer], ['company-profile', 'profile', 'users', 'api-credentials', 'logs']],
    [[Role.Employee], ['company-profile', 'profile', 'logs']],
    [
      [Role.Auctioneer, Role.Employee],
      ['company-profile', 'profile', 'users', 'api-credentials', 'logs'],
    ],
  ])('%j sees %j', (roles, slugs) => {
    expect(settingsTabs(roles).map((t) => t.slug)).toEqual(slugs);
  });

  it('labels the tabs', () => {
    expect(settingsTabs([Role.Auctioneer]).map((t) => t.label)).toEqual([
      'Company Profile',
      'Profile',
      'Users',
      'API Credentials',
      'Logs',
    ]);
  });
});

describe('company form lock', () => {
  const table: [CompanyStatus, boolean, ReturnType<typeof companyFormLock>][] = [
    ['Active', true, 'none'],
    ['Inactive', true, 'none'],
    ['Active', false, 'role'],
    ['Inactive', false, 'role'],
    ['Pending', true, 'status'],
    ['Pending', false, 'status'],
    ['Declined', true, 'status'],
    ['Declined', false, 'status'],
  ];
  it.each(table)('a %s company, may edit %s: %s', (status, mayEdit, lock) => {
    expect(companyFormLock(status, mayEdit)).toBe(lock);
  });

  it('explains each lock', () => {
    expect(companyLockText('status', 'Pending')).toMatch(/pending approval/);
    expect(companyLockText('status', 'Declined')).toMatch(/declined/);
    expect(companyLockText('role', 'Active')).toMatch(/auctioneers/);
  });
});

describe('API key status', () => {
  it.each([
    [{ isDeactivated: false, isExpired: false }, 'Active'],
    [{ isDeactivated: false, isExpired: true }, 'Expired'],
    [{ isDeactivated: true, isExpired: false }, 'Deactivated'],
    [{ isDeactivated: true, isExpired: true }, 'Deactivated'],
  ] as const)('%j is %s', (key, status) => {
    expect(apiKeyStatus(key)).toBe(status);
  });

  it('masks a key as six asterisks and its last six characters', () => {
    expect(maskKey('brk_0123456789abcdef')).toBe('******abcdef');
  });
});

describe('company users', () => {
  it('are Inactive exactly when a deactivation date is set', () => {
    expect(companyUserStatus({ deactivatedDate: null })).toBe('Active');
    expect(companyUserStatus({ deactivatedDate: '2026-01-02T10:00:00Z' })).toBe('Inactive');
  });

  it('show the last login as MM/DD/YYYY h:mm A, or Never', () => {
    expect(lastLoginText(null)).toBe('Never');
    expect(lastLoginText(new Date(2026, 0, 2, 15, 4).toISOString())).toBe('01/02/2026 3:04 PM');
  });
});

describe('website', () => {
  it.each([
    ['www.example.com', true],
    ['https://example.com/about', true],
    ['example', false],
    ['http://', false],
    ['has space.com', false],
  ])('%s → %s', (v, ok) => expect(isWebsite(v)).toBe(ok));
});
