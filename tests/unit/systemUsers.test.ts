import { systemUserEndpoints } from '../../src/api/systemUsers';
import { readListParams, type ListParams } from '../../src/lib/listParams';
import {
  detailsOf,
  detailsValuesOf,
  displayName,
  mayToggleActive,
  systemUserExportBody,
  systemUserListBody,
  systemUserStatus,
  systemUserTab,
  SYSTEM_USER_TABS,
} from '../../src/lib/systemUsers';

const params = (over: Partial<ListParams> = {}): ListParams => ({
  ...readListParams(new URLSearchParams(), { pageSize: 10 }),
  ...over,
});

describe('system user status', () => {
  it.each([
    [null, 'Active'],
    ['2026-01-02T10:00:00Z', 'Inactive'],
  ])('deactivatedDate %s is %s', (deactivatedDate, status) => {
    expect(systemUserStatus({ deactivatedDate })).toBe(status);
  });
});

describe('tabs and dialogs', () => {
  it.each([
    ['bidders', 'Bidders', 'bidder', '/api/bidders/list', '/api/bidders/listexcel'],
    [
      'auctioneers',
      'Auctioneers',
      'staff',
      '/api/auctioneers/listall',
      '/api/auctioneers/listallexcel',
    ],
    ['admins', 'Admins', 'admin', '/api/admins/list', '/api/admins/listexcel'],
  ] as const)('%s: label %s, dialog %s, %s and %s', (slug, label, dialog, listUrl, excelUrl) => {
    expect(systemUserTab(slug)).toMatchObject({ label });
    expect(systemUserEndpoints[slug].list).toMatchObject({ method: 'POST', path: listUrl });
    expect(systemUserEndpoints[slug].excel).toMatchObject({
      method: 'POST',
      path: excelUrl,
      response: 'file',
    });
    expect(systemUserTab(slug).dialog).toBe(dialog);
  });

  it('keeps the spec order and falls back to bidders', () => {
    expect(SYSTEM_USER_TABS.map((t) => t.label)).toEqual(['Bidders', 'Auctioneers', 'Admins']);
    expect(systemUserTab('nobody').slug).toBe('bidders');
    expect(systemUserTab(undefined).slug).toBe('bidders');
  });
});

describe('list request bodies', () => {
  it.each([
    [params(), { search: '', sorter: {}, pagination: { current: 1, page: 1, pageSize: 10 } }],
    [
      params({ page: 3, search: '  ada ', sort: { field: 'email', order: 'descend' } }),
      {
        search: 'ada',
        sorter: { field: 'email', order: 'descend' },
        pagination: { current: 3, page: 3, pageSize: 10 },
      },
    ],
  ])('list body of %o', (p, body) => {
    expect(systemUserListBody(p)).toEqual(body);
  });

  it('exports the same search and sort without pagination', () => {
    const p = params({ page: 4, search: 'x', sort: { field: 'firstName', order: 'ascend' } });
    expect(systemUserExportBody(p)).toEqual({
      search: 'x',
      sorter: { field: 'firstName', order: 'ascend' },
    });
  });
});

describe('names, details and activation', () => {
  it.each([
    [{ firstName: 'Ada', lastName: 'Admin', userName: 'admin' }, 'Ada Admin'],
    [{ firstName: 'Ada', lastName: '', userName: 'admin' }, 'Ada'],
    [{ firstName: '', lastName: '', userName: 'deleted-7' }, 'deleted-7'],
  ])('%o is shown as %s', (u, name) => {
    expect(displayName(u)).toBe(name);
  });

  it('formats the phone for the form and sends its digits back, trimmed', () => {
    const u = { firstName: 'A', lastName: 'B', email: 'a@b.co', phoneNumber: '3125550101' };
    expect(detailsValuesOf(u).phoneNumber).toBe('(312) 555-0101');
    expect(detailsValuesOf({ ...u, phoneNumber: '' }).phoneNumber).toBe('');
    expect(
      detailsOf({
        firstName: ' A ',
        lastName: 'B ',
        email: ' a@b.co',
        phoneNumber: '(312) 555-0101',
      }),
    ).toEqual(u);
  });

  it.each([
    [{ id: 1, deactivatedDate: null }, 1, false],
    [{ id: 1, deactivatedDate: '2026-01-01' }, 1, true],
    [{ id: 2, deactivatedDate: null }, 1, true],
  ])('%o toggled by user %i: %s', (u, self, allowed) => {
    expect(mayToggleActive(u, self)).toBe(allowed);
  });
});
