// @vitest-environment node
import {
  changeListParams,
  listRequestBody,
  readListParams,
  writeListParams,
  type ListDefaults,
  type ListParams,
} from '../../src/lib/listParams';
import {
  readAuctionListParams,
  writeAuctionListParams,
} from '../../src/features/auctions/list/listParams';

const cases: ListDefaults = {
  sort: { field: 'createdDate', order: 'descend' },
  sortFields: ['createdDate', 'caseNumber'],
  filterKeys: ['clientId', 'status'],
};
const read = (q: string, d: ListDefaults = cases) => readListParams(new URLSearchParams(q), d);
const base: ListParams = read('');

describe('reading list params from the address', () => {
  it('uses the defaults for an empty address (10 per page)', () => {
    expect(base).toEqual({
      page: 1,
      pageSize: 10,
      search: '',
      sort: { field: 'createdDate', order: 'descend' },
      filters: {},
    });
  });

  it.each([
    ['page=3', { page: 3 }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=1e3', { page: 1 }],
    ['page=99999999999999999999', { page: 1 }],
    ['pageSize=20', { pageSize: 10 }], // no size changer: only the default size
    ['search=smith', { search: 'smith' }],
    ['sort=caseNumber&order=ascend', { sort: { field: 'caseNumber', order: 'ascend' } }],
    ['sort=caseNumber&order=sideways', { sort: cases.sort }],
    ['sort=password&order=ascend', { sort: cases.sort }],
    ['sort=caseNumber', { sort: cases.sort }],
    ['status=Listed&clientId=4&other=x', { filters: { status: 'Listed', clientId: '4' } }],
    ['status=%20%20', { filters: {} }],
  ])('%s', (q, expected) => {
    expect(read(q)).toEqual({ ...base, ...expected });
  });

  it('accepts only offered page sizes when the size changer is on', () => {
    const sizes = { pageSizes: [10, 20, 50] };
    expect(read('pageSize=20', sizes).pageSize).toBe(20);
    expect(read('pageSize=7', sizes).pageSize).toBe(10);
    expect(read('pageSize=3', { pageSize: 3 }).pageSize).toBe(3);
  });

  it('cuts an overlong search', () => {
    expect(read(`search=${'a'.repeat(500)}`).search).toHaveLength(200);
  });

  it('has no sort when neither the address nor the defaults give one', () => {
    expect(read('', {}).sort).toBeNull();
  });
});

describe('writing list params to the address', () => {
  it('leaves out defaults so a plain list has a plain address', () => {
    expect(writeListParams(base, cases).toString()).toBe('');
  });

  it('round-trips every value and keeps keys the list does not own', () => {
    const p: ListParams = {
      page: 4,
      pageSize: 20,
      search: 'oak st',
      sort: { field: 'caseNumber', order: 'ascend' },
      filters: { status: 'New' },
    };
    const d = { ...cases, pageSizes: [10, 20] };
    const out = writeListParams(p, d, new URLSearchParams('tab=docs&page=9&clientId=3'));
    expect(out.get('tab')).toBe('docs');
    expect(out.get('clientId')).toBeNull();
    expect(readListParams(out, d)).toEqual(p);
  });
});

describe('changing list params', () => {
  const onPage3 = { ...base, page: 3 };
  it.each([
    ['search', { search: 'x' }, 1],
    ['sort', { sort: { field: 'caseNumber', order: 'ascend' as const } }, 1],
    ['filters', { filters: { status: 'New' } }, 1],
    ['page size', { pageSize: 20 }, 1],
    ['page', { page: 5 }, 5],
    ['the same search', { search: '' }, 3],
  ])('a new %s goes to page %s', (_name, change, page) => {
    expect(changeListParams(onPage3, change).page).toBe(page);
  });
});

describe('list request body', () => {
  it('sends search, sorter, pagination and filters as list endpoints take them', () => {
    expect(
      listRequestBody({
        ...base,
        page: 2,
        search: '  oak ',
        filters: { status: 'New' },
      }),
    ).toEqual({
      status: 'New',
      search: 'oak',
      sorter: { field: 'createdDate', order: 'descend' },
      pagination: { current: 2, page: 2, pageSize: 10 },
    });
    expect(listRequestBody(read('', {})).sorter).toEqual({});
  });
});

describe('the auction list in the address (through the same reader)', () => {
  const auctions = (q: string) => readAuctionListParams(new URLSearchParams(q));
  it.each([
    ['', { list: 'live', type: undefined, startType: undefined, page: 1 }],
    ['list=UPCOMING&page=3', { list: 'upcoming', type: undefined, startType: undefined, page: 3 }],
    [
      'list=gone&page=-2&startType=auto',
      { list: 'live', type: undefined, startType: 'Auto', page: 1 },
    ],
    [
      'list=completed&page=1.5&type=nope',
      { list: 'completed', type: undefined, startType: undefined, page: 1 },
    ],
  ])('reads ?%s', (q, want) => {
    expect(auctions(q)).toEqual(want);
  });

  it('always names the tab, and the page only past the first', () => {
    expect(String(writeAuctionListParams({ list: 'live', page: 1 }))).toBe('list=live');
    expect(String(writeAuctionListParams({ list: 'live', startType: 'Auto', page: 2 }))).toBe(
      'page=2&list=live&startType=Auto',
    );
  });
});
