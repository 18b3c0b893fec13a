// Answered in the simulator by src/mocks/handlers/company.ts.
import { queryOptions } from '@tanstack/react-query';
import { call } from './call';
import * as api from './contract/profile';
import type { OwnProfile, ProfileSave } from './contract/profile';
import { useResourceMutation, type MutationExtras } from './mutation';

/** What the own-profile form saves: `phoneNumber` for staff and admins, `phone` for clients. */
export type {
  ClientProfileFields,
  OwnProfile,
  OwnProfileFields,
  ProfileSave,
} from './contract/profile';

const root = ['profile'] as const;

/** The signed-in staff, client or attorney's own details. */
export const profileQueries = {
  all: () => root,
  own: () => queryOptions({ queryKey: [...root, 'own'] as const, queryFn: getOwnProfile }),
};

export const getOwnProfile = () => call(api.getOwnProfile);

export const updateOwnProfile = (fields: ProfileSave) =>
  call(api.updateOwnProfile, { body: fields });

export const useUpdateOwnProfile = (extras: MutationExtras<OwnProfile, ProfileSave> = {}) =>
  useResourceMutation(updateOwnProfile, () => [root], extras);
