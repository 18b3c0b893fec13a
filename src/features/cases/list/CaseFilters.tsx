import { useQuery } from '@tanstack/react-query';
import { caseQueries } from '@/api/cases';
import { CaseStatusFilter, LookupFilter } from '@/widgets/CaseListParts';
import type { ListParamsApi } from '@/components/kit/useListParams';

/** The case list's client and status filters (auctioneers and employees only). */
export function CaseFilters({ list }: { list: ListParamsApi }) {
  const clients = useQuery(caseQueries.clients());
  return (
    <>
      <LookupFilter
        list={list}
        filter="clientId"
        label="Client"
        placeholder="All clients"
        noneText="No clients"
        minWidth={220}
        lookup={clients}
        optionLabel={(c) => c.name}
      />
      <CaseStatusFilter list={list} />
    </>
  );
}
