import { useQuery } from '@tanstack/react-query';
import { useDebounced } from '../../lib/useDebounced';

/** Checks a value live (debounced 500 ms) once `ready` says it is worth asking about. */
export function useAvailability<T>(
  kind: string,
  value: string,
  ready: (v: string) => boolean,
  check: (v: string) => Promise<T>,
) {
  const settled = useDebounced(value.trim());
  const enabled = ready(settled);
  const query = useQuery({
    queryKey: ['availability', kind, settled.toLowerCase()],
    queryFn: () => check(settled),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
  return {
    result: enabled && settled === value.trim() ? query.data : undefined,
    checking: enabled && query.isFetching,
  };
}
