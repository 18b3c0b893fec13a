import type { PurchaseProfile, PurchaseProfileInput } from '../lib/purchaseProfile';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http';
import { getPurchaseProfiles } from './joining';
import { useResourceMutation, type MutationExtras } from './mutation';

const root = ['purchaseProfiles'] as const;

export const purchaseProfileQueries = {
  /** Every query that shows purchase profiles: the full list and the join modal's options. */
  all: () => root,
  list: () => queryOptions({ queryKey: [...root, 'list'] as const, queryFn: listPurchaseProfiles }),
  /** Id and name of each profile, for the join modal. */
  options: () =>
    queryOptions({ queryKey: [...root, 'options'] as const, queryFn: getPurchaseProfiles }),
};

export async function listPurchaseProfiles() {
  return (await http.get<PurchaseProfile[]>('/api/purchaseprofiles/list')).data;
}

export async function createPurchaseProfile(input: PurchaseProfileInput) {
  return (await http.post<PurchaseProfile>('/api/purchaseprofiles', input)).data;
}

export async function updatePurchaseProfile(id: number, input: PurchaseProfileInput) {
  return (await http.put<PurchaseProfile>(`/api/purchaseprofiles/${id}`, input)).data;
}

/** Makes a profile the primary one (the previous primary stops being it). */
export async function makePrimaryPurchaseProfile(id: number) {
  return (await http.put<PurchaseProfile>(`/api/purchaseprofiles/${id}/primary`)).data;
}

export async function deletePurchaseProfile(id: number) {
  await http.delete(`/api/purchaseprofiles/${id}`);
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
