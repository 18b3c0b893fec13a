import { Select } from 'antd';
import { clientStatusOf, DEFAULT_CLIENT_STATUS } from '@/api/clients';
import type { ListParamsApi } from '@/components/kit/useListParams';
import { CLIENT_TEXT } from '../clientText';

const OPTIONS = [
  { value: 'Active', label: 'Active' },
  { value: 'Inactive', label: 'Inactive' },
];

/** Active (the default, kept out of the address) or Inactive clients. */
export function ClientStatusFilter({ list }: { list: ListParamsApi }) {
  return (
    <Select
      aria-label={CLIENT_TEXT.status}
      style={{ minWidth: 140 }}
      value={clientStatusOf(list.params)}
      options={OPTIONS}
      onChange={(value: string) =>
        list.setFilter('status', value === DEFAULT_CLIENT_STATUS ? null : value)
      }
    />
  );
}
