import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';

/** What a screen adds to a resource mutation: its own reactions (notices, closing a dialog). */
export type MutationExtras<TData, TVars, TContext = unknown> = Omit<
  UseMutationOptions<TData, Error, TVars, TContext>,
  'mutationFn'
>;

/** Marks every query under these keys stale and refetches the ones on screen. */
export const invalidateAll = (client: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));

/**
 * A resource mutation: on success the queries the change affects are invalidated and
 * refetched first, then the screen's own `onSuccess` runs (its notice comes with fresh data).
 */
export function useResourceMutation<TData, TVars = void, TContext = unknown>(
  mutationFn: (vars: TVars) => Promise<TData>,
  invalidates: (vars: TVars, data: TData) => readonly QueryKey[],
  extras: MutationExtras<TData, TVars, TContext> = {},
) {
  const client = useQueryClient();
  return useMutation<TData, Error, TVars, TContext>({
    ...extras,
    mutationFn,
    onSuccess: async (data, vars, result, context) => {
      await invalidateAll(client, invalidates(vars, data));
      await extras.onSuccess?.(data, vars, result, context);
    },
  });
}
