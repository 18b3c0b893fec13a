// Answered in the simulator by src/mocks/handlers/winnings.ts.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { call } from './call';
import * as api from './contract/winnings';
import { useResourceMutation, type MutationExtras } from './mutation';

export type {
  DeedDeliveryRequest,
  WinningDetails,
  WinningProperty,
  WinningSummary,
} from './contract/winnings';
type DeedDeliveryRequest = import('./contract/winnings').DeedDeliveryRequest;
type WinningDetails = import('./contract/winnings').WinningDetails;

const root = ['winnings'] as const;

export const winningQueries = {
  all: () => root,
  list: () => queryOptions({ queryKey: [...root, 'list'] as const, queryFn: listWinnings }),
  detail: (lotId: number) =>
    queryOptions({
      queryKey: [...root, 'detail', lotId] as const,
      queryFn: () => getWinning(lotId),
    }),
};

/** The caller's won lots; silent, the list shows its own error state. */
export const listWinnings = () => call(api.listWinnings, { config: { silent: true } });

/** One won lot; silent, the page shows not-found and error results itself. */
export const getWinning = (lotId: number) =>
  call(api.getWinning, { params: { lotId }, config: { silent: true } });

export const setDeedDelivery = (lotId: number, body: DeedDeliveryRequest) =>
  call(api.setDeedDelivery, { params: { lotId }, body });

/** Saves the deed delivery choice: the answer replaces the won lot, the list is read again. */
export function useSetDeedDelivery(
  lotId: number,
  extras: MutationExtras<WinningDetails, DeedDeliveryRequest> = {},
) {
  const client = useQueryClient();
  return useResourceMutation(
    (body: DeedDeliveryRequest) => setDeedDelivery(lotId, body),
    () => [winningQueries.list().queryKey],
    {
      ...extras,
      onSuccess: (data, ...rest) => {
        client.setQueryData(winningQueries.detail(lotId).queryKey, data);
        return extras.onSuccess?.(data, ...rest);
      },
    },
  );
}
