import { QueryClient } from '@tanstack/react-query';

/** Server state cache. Errors are already shown by the http client, so nothing retries silently. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
