import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { caseQueries } from '../../../api/cases';
import type { ListParamsApi } from '../../../components/kit/useListParams';
import { CASE_STATUS_FILTER } from '../../../lib/status';

/** The case list's client and status filters (auctioneers and employees only). */
export function CaseFilters({ list }: { list: ListParamsApi }) {
  const clients = useQuery(caseQueries.clients());
  const { filters } = list.params;
  const clientId = filters.clientId ? Number(filters.clientId) : undefined;
  return (
    <>
      <Select
        aria-label="Client"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="All clients"
        style={{ minWidth: 220 }}
        loading={clients.isFetching}
        value={clientId}
        options={(clients.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        notFoundContent={clients.isFetching ? 'Loading…' : 'No clients'}
        onChange={(value?: number) => list.setFilter('clientId', value ? String(value) : null)}
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
