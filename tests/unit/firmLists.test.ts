import { clientListRequest } from '../../src/api/clients';
import { companyLinkListRequest, companyLinkShow, firmCaseListRequest } from '../../src/api/firm';
import type { ListParams } from '../../src/lib/listParams';

const params = (over: Partial<ListParams> = {}): ListParams => ({
  page: 2,
  pageSize: 10,
  search: '  zeb ',
  sort: { field: 'createdDate', order: 'descend' },
  filters: {},
  ...over,
});

describe('the client list request (spec 2 §7, spec 3 §7)', () => {
  it('asks for the Active clients without any inactive one by default', () => {
    expect(clientListRequest(params({ sort: { field: 'id', order: 'descend' } }))).toEqual({
      search: 'zeb',
      status: 'Active',
      nonInactiveOnly: true,
      pagination: { current: 2, pageSize: 10 },
      sorter: { field: 'id', order: 'descend' },
    });
  });

  it('asks for the Inactive clients with nonInactiveOnly false', () => {
    expect(clientListRequest(params({ filters: { status: 'Inactive' } }))).toMatchObject({
      status: 'Inactive',
      nonInactiveOnly: false,
    });
  });
});

describe('the firm’s case list request', () => {
  it('sends the search, page and sort, and the company, attorney and status filters', () => {
    expect(
      firmCaseListRequest(
        params({ filters: { companyId: '4', attorneyId: '9', status: 'Listed' } }),
      ),
    ).toEqual({
      search: 'zeb',
      pagination: { current: 2, pageSize: 10 },
      sorter: { field: 'createdDate', order: 'descend' },
      companyId: 4,
      attorneyId: 9,
      status: 'Listed',
    });
  });

  it('leaves out filters that are absent or not ids', () => {
    const body = firmCaseListRequest(
      params({ sort: null, filters: { companyId: 'abc', attorneyId: '0' } }),
    );
    expect(body).toEqual({ search: 'zeb', pagination: { current: 2, pageSize: 10 } });
  });

  it('sends New and Listed as they are: the server tells a listed New case apart', () => {
    expect(firmCaseListRequest(params({ filters: { status: 'New' } })).status).toBe('New');
  });
});

describe('the connected-companies list request', () => {
  it('shows the linked companies unless the address asks for the others', () => {
    expect(companyLinkShow(params())).toBe('linked');
    expect(companyLinkShow(params({ filters: { show: 'unlinked' } }))).toBe('unlinked');
    expect(companyLinkShow(params({ filters: { show: 'other' } }))).toBe('linked');
  });

  it('sends isLinked with the search, sort and page, and not the address filter itself', () => {
    const body = companyLinkListRequest(
      params({ sort: { field: 'companyName', order: 'ascend' }, filters: { show: 'unlinked' } }),
    );
    expect(body).toEqual({
      search: 'zeb',
      sorter: { field: 'companyName', order: 'ascend' },
      pagination: { current: 2, page: 2, pageSize: 10 },
      isLinked: false,
    });
    expect(companyLinkListRequest(params()).isLinked).toBe(true);
  });
});
