import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useDebounced } from '../../lib/useDebounced';

/** Checks a value live (debounced 500 ms) once `ready` says it is worth asking about. */
export function useAvailability<T, K extends QueryKey>(
  value: string,
  ready: (v: string) => boolean,
  check: (v: string) => UseQueryOptions<T, Error, T, K>,
) {
  const settled = useDebounced(value.trim());
  const enabled = ready(settled);
  const query = useQuery({ ...check(settled), enabled, staleTime: 60_000, retry: false });
  return {
    result: enabled && settled === value.trim() ? query.data : undefined,
    checking: enabled && query.isFetching,
  };
}
