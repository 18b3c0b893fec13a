import { Button, Empty, Input, Table, Tag, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { featuredLotQueries, type AdminLot } from '@/api/featuredLots';
import { NO_LOTS_FOUND } from '@/lib/featuredLots';
import { useDebounced } from '@/lib/useDebounced';
import { lotAddress, lotColumns } from './lotColumns';
import { TableRegion } from '@/components/kit/TableRegion';

export const SEARCH_LABEL = 'Search lots by address or case number';

/** Published lots by address or case number (debounced 500 ms), each with Mark as Featured. */
export function FeaturedLotSearch({
  onMark,
  pendingId,
}: {
  onMark(lotId: number): void;
  pendingId: number | null | undefined;
}) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const inputId = useId();
  const found = useQuery({ ...featuredLotQueries.search(search), enabled: search !== '' });

  const columns: TableColumnsType<AdminLot> = [
    ...lotColumns<AdminLot>((l) => l),
    {
      title: 'Actions',
      key: 'actions',
      render: (_v, lot) =>
        lot.markedFeatured ? (
          <Tag color="green">Featured</Tag>
        ) : (
          <Button
            size="small"
            type="primary"
            loading={pendingId === lot.id}
            aria-label={`Mark as Featured ${lotAddress(lot)}`}
            onClick={() => onMark(lot.id)}
          >
            Mark as Featured
          </Button>
        ),
    },
  ];

  return (
    <>
      <label htmlFor={inputId} style={{ display: 'block', marginBottom: 8 }}>
        {SEARCH_LABEL}
      </label>
      <Input.Search
        id={inputId}
        allowClear
        value={text}
        placeholder="e.g. 1200 W Madison or 2024-CH-01234"
        onChange={(e) => setText(e.target.value)}
        onSearch={(v) => setText(v)}
        style={{ maxWidth: 480, marginBottom: 16 }}
      />
      {search !== '' && (
        <TableRegion>
          <Table<AdminLot>
            aria-label="Lot search results"
            rowKey="id"
            columns={columns}
            dataSource={found.data ?? []}
            loading={found.isFetching}
            locale={{
              emptyText: found.isFetching ? (
                ' '
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_LOTS_FOUND} />
              ),
            }}
            pagination={{ pageSize: 5, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
          />
        </TableRegion>
      )}
    </>
  );
}
