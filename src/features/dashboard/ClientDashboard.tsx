import { useQuery } from '@tanstack/react-query';
import { Empty, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { CaseRow } from '../../api/contract/cases';
import { firmQueries } from '../../api/firm';
import {
  caseNumberColumn,
  caseStatusColumn,
  CaseStatusFilter,
  countyColumn,
  fileNumberColumn,
  LookupFilter,
} from '../../widgets/CaseListParts';
import { ListPage } from '../../components/kit/ListPage';
import type { ListParamsApi } from '../../components/kit/useListParams';
import { FIRM_DASHBOARD_DEFAULTS } from './opening';
import { paths } from '../../lib/paths';

export const NO_FIRM_CASES = 'No cases found';
export const FIRM_CASE_SEARCH = 'Search by case number or file number';

const attorneyName = (row: CaseRow) =>
  [row.attorneyFirstName, row.attorneyLastName].filter(Boolean).join(' ') || '—';

/** Company, case number, county, file number, attorney and status. */
const COLUMNS: TableColumnsType<CaseRow> = [
  { title: 'Company', dataIndex: 'companyName', key: 'companyName' },
  caseNumberColumn,
  countyColumn,
  fileNumberColumn,
  { title: 'Attorney', key: 'attorney', render: (_: unknown, row) => attorneyName(row) },
  caseStatusColumn,
];

/** The company, attorney and status filters (status includes New and Listed). */
function FirmCaseFilters({ list }: { list: ListParamsApi }) {
  const companies = useQuery(firmQueries.companyLookup());
  const attorneys = useQuery(firmQueries.attorneyLookup());
  return (
    <>
      <LookupFilter
        list={list}
        filter="companyId"
        label="Company"
        placeholder="All companies"
        noneText="No companies"
        minWidth={220}
        lookup={companies}
        optionLabel={(c) => c.name}
      />
      <LookupFilter
        list={list}
        filter="attorneyId"
        label="Attorney"
        placeholder="All attorneys"
        noneText="No attorneys"
        minWidth={200}
        lookup={attorneys}
        optionLabel={(a) => a.fullName}
      />
      <CaseStatusFilter list={list} />
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
        defaults={FIRM_DASHBOARD_DEFAULTS}
        search={{ placeholder: FIRM_CASE_SEARCH }}
        filters={(list) => <FirmCaseFilters list={list} />}
        onRow={(row) => ({
          onClick: () => navigate(paths.case(row.id)),
          style: { cursor: 'pointer' },
        })}
      />
    </div>
  );
}
