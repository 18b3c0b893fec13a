import { queryOptions } from '@tanstack/react-query';
import type { OwnProfile } from './companyShapes';
import { http } from './http';
import { useResourceMutation, type MutationExtras } from './mutation';

export type { OwnProfile } from './companyShapes';

/** What the own-profile form saves (the username never changes). */
export type OwnProfileFields = Omit<OwnProfile, 'id' | 'userName'>;

const root = ['profile'] as const;

/** The signed-in staff, client or attorney's own details. */
export const profileQueries = {
  all: () => root,
  own: () => queryOptions({ queryKey: [...root, 'own'] as const, queryFn: getOwnProfile }),
};

export async function getOwnProfile() {
  return (await http.get<OwnProfile>('/api/user/profile')).data;
}

export async function updateOwnProfile(fields: OwnProfileFields) {
  return (await http.put<OwnProfile>('/api/user/profile', fields)).data;
}

export const useUpdateOwnProfile = (extras: MutationExtras<OwnProfile, OwnProfileFields> = {}) =>
  useResourceMutation(updateOwnProfile, () => [root], extras);
