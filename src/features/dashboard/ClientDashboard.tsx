import { useQuery } from '@tanstack/react-query';
import { Empty, Select, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import type { CaseRow } from '../../api/caseShapes';
import { FIRM_CASE_FILTERS, firmQueries } from '../../api/firm';
import { ListPage } from '../../components/kit/ListPage';
import type { ListParamsApi } from '../../components/kit/useListParams';
import type { ListDefaults } from '../../lib/listParams';
import { CASE_STATUS_FILTER, caseStatusLabel } from '../../lib/status';

export const NO_FIRM_CASES = 'No cases found';
export const FIRM_CASE_SEARCH = 'Search by case number or file number';

/** Newest cases first, 10 per page (spec 2 section 9). */
const DEFAULTS: ListDefaults = {
  pageSize: 10,
  sort: { field: 'createdDate', order: 'descend' },
  sortFields: ['createdDate'],
  filterKeys: FIRM_CASE_FILTERS,
};

const casePath = (id: number) => `/cases/${id}`;

const attorneyName = (row: CaseRow) =>
  [row.attorneyFirstName, row.attorneyLastName].filter(Boolean).join(' ') || '—';

/** Company, case number, county, file number, attorney and status. */
const COLUMNS: TableColumnsType<CaseRow> = [
  { title: 'Company', dataIndex: 'companyName', key: 'companyName' },
  {
    title: 'Case Number',
    dataIndex: 'caseNumber',
    key: 'caseNumber',
    render: (caseNumber: string, row) => (
      <Link
        to={casePath(row.id)}
        aria-label={`Open case ${caseNumber || row.fileNumber}`}
        // The row click does the same; this keeps one navigation per click.
        onClick={(e) => e.stopPropagation()}
      >
        {caseNumber || '—'}
      </Link>
    ),
  },
  { title: 'County', dataIndex: 'county', key: 'county' },
  { title: 'File Number', dataIndex: 'fileNumber', key: 'fileNumber' },
  { title: 'Attorney', key: 'attorney', render: (_: unknown, row) => attorneyName(row) },
  {
    title: 'Status',
    dataIndex: 'caseStatus',
    key: 'caseStatus',
    render: (status: CaseRow['caseStatus'], row) => caseStatusLabel(status, row.isListed),
  },
];

/** The company, attorney and status filters (status includes New and Listed). */
function FirmCaseFilters({ list }: { list: ListParamsApi }) {
  const companies = useQuery(firmQueries.companyLookup());
  const attorneys = useQuery(firmQueries.attorneyLookup());
  const { filters } = list.params;
  const idOf = (v?: string) => (v ? Number(v) : undefined);
  return (
    <>
      <Select
        aria-label="Company"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="All companies"
        style={{ minWidth: 220 }}
        loading={companies.isFetching}
        value={idOf(filters.companyId)}
        options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        notFoundContent={companies.isFetching ? 'Loading…' : 'No companies'}
        onChange={(value?: number) => list.setFilter('companyId', value ? String(value) : null)}
      />
      <Select
        aria-label="Attorney"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="All attorneys"
        style={{ minWidth: 200 }}
        loading={attorneys.isFetching}
        value={idOf(filters.attorneyId)}
        options={(attorneys.data ?? []).map((a) => ({ value: a.id, label: a.fullName }))}
        notFoundContent={attorneys.isFetching ? 'Loading…' : 'No attorneys'}
        onChange={(value?: number) => list.setFilter('attorneyId', value ? String(value) : null)}
      />
      <Select
        aria-label="Status"
        allowClear
        placeholder="All statuses"
        style={{ minWidth: 200 }}
        value={filters.status}
        options={[...CASE_STATUS_FILTER]}
        onChange={(value?: string) => list.setFilter('status', value ?? null)}
      />
    </>
  );
}

/** The client's and attorney's dashboard (spec 3 section 2.5): the firm's cases at every company. */
export default function ClientDashboard() {
  const navigate = useNavigate();
  return (
    <div style={{ padding: 24, maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Dashboard
      </Typography.Title>
      <ListPage
        label="Cases"
        query={firmQueries.cases}
        columns={COLUMNS}
        rowKey="id"
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_FIRM_CASES} />}
        defaults={DEFAULTS}
        search={{ placeholder: FIRM_CASE_SEARCH }}
        filters={(list) => <FirmCaseFilters list={list} />}
        onRow={(row) => ({
          onClick: () => navigate(casePath(row.id)),
          style: { cursor: 'pointer' },
        })}
      />
    </div>
  );
}
