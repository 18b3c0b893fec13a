import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  changeListParams,
  readListParams,
  writeListParams,
  type ListDefaults,
  type ListParams,
} from '../../lib/listParams';

export interface ListParamsApi {
  params: ListParams;
  /**
   * Changes the list's state in the address. A new search, sort, filter or page size goes
   * back to page 1. Page changes add a history entry (Back returns to the previous page);
   * the rest replace the current one.
   */
  change(change: Partial<ListParams>): void;
  setFilter(key: string, value: string | null | undefined): void;
}

/** The list's page, page size, search, sort and filters, kept in the address. */
export function useListParams(defaults: ListDefaults = {}): ListParamsApi {
  const [search, setSearch] = useSearchParams();
  // Callers pass literals: key the memo on their content, not their identity.
  const key = JSON.stringify(defaults);
  const stable = useMemo(() => JSON.parse(key) as ListDefaults, [key]);
  const params = useMemo(() => readListParams(search, stable), [search, stable]);

  const change = useCallback(
    (c: Partial<ListParams>) =>
      setSearch(
        (current) => {
          const next = changeListParams(readListParams(current, stable), c);
          return writeListParams(next, stable, current);
        },
        { replace: !('page' in c) },
      ),
    [setSearch, stable],
  );

  const setFilter = useCallback(
    (name: string, value: string | null | undefined) =>
      setSearch(
        (current) => {
          const prev = readListParams(current, stable);
          const filters = { ...prev.filters };
          if (value) filters[name] = value;
          else delete filters[name];
          return writeListParams(changeListParams(prev, { filters }), stable, current);
        },
        { replace: true },
      ),
    [setSearch, stable],
  );

  return { params, change, setFilter };
}
