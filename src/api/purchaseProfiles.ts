// Answered in the simulator by src/mocks/handlers/wallet.ts.
import { queryOptions } from '@tanstack/react-query';
import { call } from './call';
import * as api from './contract/purchaseProfiles';
import type { PurchaseProfile, PurchaseProfileInput } from './contract/purchaseProfiles';
import { getPurchaseProfiles } from './joining';
import { useResourceMutation, type MutationExtras } from './mutation';

export type { PurchaseProfile, PurchaseProfileInput } from './contract/purchaseProfiles';

const root = ['purchaseProfiles'] as const;

export const purchaseProfileQueries = {
  /** Every query that shows purchase profiles: the full list and the join modal's options. */
  all: () => root,
  list: () => queryOptions({ queryKey: [...root, 'list'] as const, queryFn: listPurchaseProfiles }),
  /** Id and name of each profile, for the join modal. */
  options: () =>
    queryOptions({ queryKey: [...root, 'options'] as const, queryFn: getPurchaseProfiles }),
};

export const listPurchaseProfiles = () => call(api.listPurchaseProfiles);

export const createPurchaseProfile = (input: PurchaseProfileInput) =>
  call(api.createPurchaseProfile, { body: input });

export const updatePurchaseProfile = (id: number, input: PurchaseProfileInput) =>
  call(api.updatePurchaseProfile, { params: { id }, body: input });

/** Makes a profile the primary one (the previous primary stops being it). */
export const makePrimaryPurchaseProfile = (id: number) =>
  call(api.makePrimaryPurchaseProfile, { params: { id } });

export async function deletePurchaseProfile(id: number) {
  await call(api.deletePurchaseProfile, { params: { id } });
}

const profilesChanged = () => [root];

/** Creates a profile, or updates `id` when given. */
export const useSavePurchaseProfile = (
  extras: MutationExtras<PurchaseProfile, { id?: number; input: PurchaseProfileInput }> = {},
) =>
  useResourceMutation(
    ({ id, input }: { id?: number; input: PurchaseProfileInput }) =>
      id == null ? createPurchaseProfile(input) : updatePurchaseProfile(id, input),
    profilesChanged,
    extras,
  );

export const useMakePrimaryPurchaseProfile = <T extends { id: number }>(
  extras: MutationExtras<PurchaseProfile, T> = {},
) => useResourceMutation((p: T) => makePrimaryPurchaseProfile(p.id), profilesChanged, extras);

export const useDeletePurchaseProfile = <T extends { id: number }>(
  extras: MutationExtras<void, T> = {},
) => useResourceMutation((p: T) => deletePurchaseProfile(p.id), profilesChanged, extras);
