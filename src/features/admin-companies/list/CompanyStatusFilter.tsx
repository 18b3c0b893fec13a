import { Select } from 'antd';
import type { ListParamsApi } from '@/components/kit/useListParams';
import { COMPANY_STATUSES, isCompanyStatus } from '@/lib/companySettings';
import { COMPANY_TEXT } from '../companyText';

const OPTIONS = [COMPANY_TEXT.all, ...COMPANY_STATUSES].map((s) => ({ value: s, label: s }));

/** All (the default, kept out of the address), Active, Inactive, Pending or Declined companies. */
export function CompanyStatusFilter({ list }: { list: ListParamsApi }) {
  const status = list.params.filters.status;
  return (
    <Select
      aria-label={COMPANY_TEXT.status}
      style={{ minWidth: 140 }}
      value={isCompanyStatus(status) ? status : COMPANY_TEXT.all}
      options={OPTIONS}
      onChange={(value: string) => list.setFilter('status', isCompanyStatus(value) ? value : null)}
    />
  );
}
