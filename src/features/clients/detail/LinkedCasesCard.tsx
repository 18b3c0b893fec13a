import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { caseQueries, type CaseRow } from '@/api/cases';
import { caseStatusColumn, countyColumn, fileNumberColumn } from '@/widgets/CaseListParts';
import { CLIENT_TEXT } from '../clientText';
import { TableRegion } from '@/components/kit/TableRegion';
import { paths } from '@/lib/paths';

const PAGE_SIZE = 10;

const columns: TableColumnsType<CaseRow> = [
  {
    title: 'Case Number',
    dataIndex: 'caseNumber',
    key: 'caseNumber',
    render: (caseNumber: string, row) => (
      <Link to={paths.case(row.id)}>{caseNumber || row.fileNumber}</Link>
    ),
  },
  countyColumn,
  fileNumberColumn,
  caseStatusColumn,
];

/** The client's cases with the company (POST /api/cases/list with clientId), newest first. */
export function LinkedCasesCard({ clientId }: { clientId: number }) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...caseQueries.list(
      {
        page,
        pageSize: PAGE_SIZE,
        search: '',
        sort: null,
        filters: { clientId: String(clientId) },
      },
      'staff',
    ),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total;
  return (
    <Card
      title={
        total === undefined ? CLIENT_TEXT.linkedCases : `${CLIENT_TEXT.linkedCases} (${total})`
      }
    >
      <TableRegion>
        <Table<CaseRow>
          aria-label={CLIENT_TEXT.linkedCases}
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={query.data?.data ?? []}
          loading={query.isFetching}
          locale={{
            emptyText: query.isPending ? (
              ' '
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CLIENT_TEXT.noCases} />
            ),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: setPage,
          }}
          scroll={{ x: 'max-content' }}
        />
      </TableRegion>
    </Card>
  );
}
