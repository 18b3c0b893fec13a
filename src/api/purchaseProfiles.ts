import type { PurchaseProfile, PurchaseProfileInput } from '../lib/purchaseProfile';
import { http } from './http';
import { joiningKeys } from './joining';

/** The bidder's purchase profiles, full records (the join modal reads the id/name list in joining.ts). */
export const purchaseProfileKeys = {
  list: ['purchaseProfiles', 'list'] as const,
};

/** Every query that shows purchase profiles: this list and the join modal's options. */
export const purchaseProfileQueries = [purchaseProfileKeys.list, joiningKeys.purchaseProfiles];

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
