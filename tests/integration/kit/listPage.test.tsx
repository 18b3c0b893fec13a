import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { http } from '../../../src/api/http';
import { ListPage, type ListResult } from '../../../src/components/kit/ListPage';
import { listRequestBody, type ListParams } from '../../../src/lib/listParams';
import { server } from '../../../src/mocks/node';
import { renderKit } from './renderKit';

interface Item {
  id: number;
  name: string;
}
type Body = ReturnType<typeof listRequestBody>;

const ALL: Item[] = Array.from({ length: 35 }, (_, i) => ({ id: i + 1, name: `Firm ${i + 1}` }));

/** A resource module's query options, as screens get them from src/api. */
const itemQueries = {
  list: (p: ListParams) =>
    queryOptions({
      queryKey: ['items', 'list', p],
      queryFn: async () =>
        (
          await http.post<ListResult<Item>>('/api/kit/items/list', listRequestBody(p), {
            silent: true,
          })
        ).data,
    }),
};

/** A fake list endpoint: filters by name, sorts by id, pages; records every request body. */
function serveItems() {
  const bodies: Body[] = [];
  server.use(
    mswHttp.post('*/api/kit/items/list', async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      const { current, pageSize } = body.pagination;
      let rows = ALL.filter((r) => r.name.toLowerCase().includes(body.search.toLowerCase()));
      if (body.sorter.field === 'id' && body.sorter.order === 'descend') rows = [...rows].reverse();
      const data = rows.slice((current - 1) * pageSize, current * pageSize);
      return HttpResponse.json({ data, total: rows.length });
    }),
  );
  return bodies;
}

const list = (
  <ListPage
    label="Firms"
    query={itemQueries.list}
    rowKey="id"
    emptyText="No firms found"
    search={{ placeholder: 'Search by name' }}
    columns={[
      { title: 'ID', dataIndex: 'id', sorter: true },
      { title: 'Firm Name', dataIndex: 'name' },
    ]}
  />
);

const shownNames = () =>
  within(screen.getByRole('table'))
    .queryAllByText(/^Firm \d+$/)
    .map((el) => el.textContent);

describe('list page', () => {
  it('shows the first page of 10 from the server', async () => {
    const bodies = serveItems();
    const { container } = renderKit(list);
    // A skeleton while the first page loads, then the table.
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    await waitFor(() => expect(shownNames()).toHaveLength(10));
    expect(container.querySelector('.ant-skeleton')).toBeNull();
    expect(shownNames()[0]).toBe('Firm 1');
    expect(bodies).toEqual([
      { search: '', sorter: {}, pagination: { current: 1, page: 1, pageSize: 10 } },
    ]);
  });

  it('sends one request for a search, after the typing pauses, and keeps it in the address', async () => {
    const bodies = serveItems();
    const { user, address } = renderKit(list, '/kit?page=2');
    await waitFor(() => expect(shownNames()).toContain('Firm 11'));

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'firm 3');
    await waitFor(() =>
      expect(shownNames()).toEqual([
        'Firm 3',
        'Firm 30',
        'Firm 31',
        'Firm 32',
        'Firm 33',
        'Firm 34',
        'Firm 35',
      ]),
    );
    const searches = bodies.filter((b) => b.search).map((b) => [b.search, b.pagination.current]);
    expect(searches).toEqual([['firm 3', 1]]);
    expect(address().get('search')).toBe('firm 3');
    expect(address().get('page')).toBeNull();
  });

  it('changes page and sort in the address and in the request', async () => {
    const bodies = serveItems();
    const { user, address } = renderKit(list);
    await waitFor(() => expect(shownNames()).toHaveLength(10));

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(shownNames()[0]).toBe('Firm 11'));
    expect(address().get('page')).toBe('2');
    expect(bodies.at(-1)?.pagination.current).toBe(2);

    await user.click(screen.getByRole('columnheader', { name: /^ID/ }));
    await waitFor(() => expect(address().get('order')).toBe('ascend'));
    await user.click(screen.getByRole('columnheader', { name: /^ID/ }));
    await waitFor(() => expect(shownNames()[0]).toBe('Firm 35'));
    expect(address().get('sort')).toBe('id');
    expect(address().get('order')).toBe('descend');
    expect(address().get('page')).toBeNull();
    expect(bodies.at(-1)).toMatchObject({
      sorter: { field: 'id', order: 'descend' },
      pagination: { current: 1 },
    });
  });

  it('restores page and search from the address', async () => {
    const bodies = serveItems();
    renderKit(list, '/kit?search=firm%202&page=2&pageSize=abc');
    await waitFor(() => expect(shownNames()).toEqual(['Firm 29']));
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('firm 2');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ search: 'firm 2', pagination: { current: 2, pageSize: 10 } });
  });

  it('shows the empty text, and no notice, when the request fails', async () => {
    let calls = 0;
    server.use(
      mswHttp.post('*/api/kit/items/list', () => {
        calls++;
        return HttpResponse.json({ message: 'boom' }, { status: 500 });
      }),
    );
    renderKit(list);
    expect(await screen.findByText('No firms found')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toBeEnabled();
    expect(screen.queryByText('Server error! - 500')).not.toBeInTheDocument();
  });
});
