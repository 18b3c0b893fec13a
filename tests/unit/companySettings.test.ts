import {
  apiKeyStatus,
  COMPANY_ACTION_TEXT,
  COMPANY_STATUSES,
  companyActions,
  companyFormLock,
  companyTransition,
  isCompanyStatus,
  type CompanyAction,
  companyLockText,
  companyUserStatus,
  isWebsite,
  lastLoginText,
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

describe('company status transitions', () => {
  const table: [CompanyStatus, CompanyAction, CompanyStatus | null][] = [
    ['Pending', 'approve', 'Active'],
    ['Pending', 'decline', 'Declined'],
    ['Pending', 'activate', null],
    ['Pending', 'deactivate', null],
    ['Active', 'deactivate', 'Inactive'],
    ['Active', 'activate', null],
    ['Active', 'approve', null],
    ['Active', 'decline', null],
    ['Inactive', 'activate', 'Active'],
    ['Inactive', 'deactivate', null],
    ['Inactive', 'approve', null],
    ['Inactive', 'decline', null],
    ['Declined', 'approve', null],
    ['Declined', 'decline', null],
    ['Declined', 'activate', null],
    ['Declined', 'deactivate', null],
  ];
  it.each(table)('a %s company, %s: %s', (from, action, to) => {
    expect(companyTransition(from, action)).toBe(to);
  });

  it.each([
    ['Pending', ['approve', 'decline']],
    ['Active', ['deactivate']],
    ['Inactive', ['activate']],
    ['Declined', []],
  ] as [CompanyStatus, CompanyAction[]][])('a %s company offers %j', (status, actions) => {
    expect(companyActions(status)).toEqual(actions);
  });

  it('offers only actions that change the status', () => {
    for (const status of COMPANY_STATUSES)
      for (const action of companyActions(status))
        expect(companyTransition(status, action)).not.toBeNull();
  });

  it('names each action with its confirmation and success message', () => {
    expect(COMPANY_ACTION_TEXT.approve).toMatchObject({
      label: 'Approve',
      confirm: 'Are you sure to approve the company?',
      done: 'Successfully approved the company!',
    });
    expect(COMPANY_ACTION_TEXT.decline.done).toBe('Successfully declined the company!');
    expect(COMPANY_ACTION_TEXT.activate.done).toBe('Successfully activated the company!');
    expect(COMPANY_ACTION_TEXT.deactivate.done).toBe('Successfully deactivated the company!');
    expect(COMPANY_ACTION_TEXT.decline.danger && COMPANY_ACTION_TEXT.deactivate.danger).toBe(true);
  });

  it.each([
    ['Active', true],
    ['Declined', true],
    ['active', false],
    ['All', false],
    [undefined, false],
  ])('%s is a company status: %s', (v, ok) => {
    expect(isCompanyStatus(v)).toBe(ok);
  });

  it('explains the lock to the administrator in its own voice', () => {
    expect(companyLockText('status', 'Pending', 'admin')).toBe(
      'The company is pending approval. Its profile can be changed once it is approved.',
    );
    expect(companyLockText('status', 'Declined', 'admin')).toBe(
      'The company was declined. Its profile cannot be changed.',
    );
    expect(companyLockText('status', 'Pending')).toMatch(/^Your company is pending approval/);
  });
});
