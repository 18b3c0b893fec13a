import { Select, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import type { CaseRow } from '../api/contract/cases';
import { CASE_STATUS_FILTER, caseStatusLabel } from '../lib/status';
import type { ListParamsApi } from '../components/kit/useListParams';
import { paths } from '../lib/paths';

type CaseColumn = TableColumnsType<CaseRow>[number];

/** The case number, a link to the case ('—' when the case has none yet). */
export const caseNumberColumn: CaseColumn = {
  title: 'Case Number',
  dataIndex: 'caseNumber',
  key: 'caseNumber',
  render: (caseNumber: string, row: CaseRow) => (
    <Link
      to={paths.case(row.id)}
      aria-label={`Open case ${caseNumber || row.fileNumber}`}
      // The row click does the same; this keeps one navigation per click.
      onClick={(e) => e.stopPropagation()}
    >
      {caseNumber || '—'}
    </Link>
  ),
};

export const countyColumn: CaseColumn = { title: 'County', dataIndex: 'county', key: 'county' };

export const fileNumberColumn: CaseColumn = {
  title: 'File Number',
  dataIndex: 'fileNumber',
  key: 'fileNumber',
};

/** The status in words (a listed case reads Listed). */
export const caseStatusColumn: CaseColumn = {
  title: 'Status',
  dataIndex: 'caseStatus',
  key: 'caseStatus',
  render: (status: CaseRow['caseStatus'], row: CaseRow) => caseStatusLabel(status, row.isListed),
};

/** A lookup's query as a filter reads it. */
interface Lookup<T> {
  data?: T[];
  isFetching: boolean;
}

/**
 * A searchable filter over a lookup (a client, a company, an attorney): the chosen record's id
 * is the list's `filter` in the address; cleared, the filter is dropped.
 */
export function LookupFilter<T extends { id: number }>({
  list,
  filter,
  label,
  placeholder,
  noneText,
  minWidth,
  lookup,
  optionLabel,
}: {
  list: ListParamsApi;
  filter: string;
  label: string;
  placeholder: string;
  /** Shown when the lookup has nothing to offer. */
  noneText: string;
  minWidth: number;
  lookup: Lookup<T>;
  optionLabel(record: T): string;
}) {
  const value = list.params.filters[filter];
  return (
    <Select
      aria-label={label}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      style={{ minWidth }}
      loading={lookup.isFetching}
      value={value ? Number(value) : undefined}
      options={(lookup.data ?? []).map((r) => ({ value: r.id, label: optionLabel(r) }))}
      notFoundContent={lookup.isFetching ? 'Loading…' : noneText}
      onChange={(id?: number) => list.setFilter(filter, id ? String(id) : null)}
    />
  );
}

/** The case status filter (its choices include New and Listed). */
export function CaseStatusFilter({ list }: { list: ListParamsApi }) {
  return (
    <Select
      aria-label="Status"
      allowClear
      placeholder="All statuses"
      style={{ minWidth: 200 }}
      value={list.params.filters.status}
      options={[...CASE_STATUS_FILTER]}
      onChange={(value?: string) => list.setFilter('status', value ?? null)}
    />
  );
}
