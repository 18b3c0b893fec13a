/**
 * The signed-in staff, client, attorney or admin's own details (spec 1 §7 `PUT {profile
 * endpoint}`: firstName, lastName, userName, email, phoneNumber — phone for clients).
 */
import * as z from 'zod/mini';
import { endpoint, FIRM, STAFF } from './define';
import { id } from './common';

/**
 * The own details as the profile form shows them. A client's or attorney's phone may come as
 * `phone` (spec 1 §7): either is read as `phoneNumber`.
 */
export const OwnProfile = z.pipe(
  z.object({
    id: id(),
    userName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.optional(z.nullable(z.string())),
    phone: z.optional(z.nullable(z.string())),
  }),
  z.transform(({ phoneNumber, phone, ...rest }, ctx) => {
    const number = phoneNumber ?? phone;
    if (number === undefined) {
      ctx.issues.push({
        code: 'invalid_type',
        expected: 'string',
        input: undefined,
        path: ['phoneNumber'],
      });
      return z.NEVER;
    }
    return { ...rest, phoneNumber: number ?? '' };
  }),
);
export type OwnProfile = z.infer<typeof OwnProfile>;

const nameAndEmail = {
  firstName: z.string(),
  lastName: z.string(),
  /** The account's user name, sent as it is (it never changes). */
  userName: z.string(),
  email: z.string(),
};

/** What staff and admins save (spec 1 §7): the phone as `phoneNumber`, 10 digits. */
export const OwnProfileFields = z.object({ ...nameAndEmail, phoneNumber: z.string() });
export type OwnProfileFields = z.infer<typeof OwnProfileFields>;

/** What clients and attorneys save (spec 1 §7): the phone as `phone`, 10 digits. */
export const ClientProfileFields = z.object({ ...nameAndEmail, phone: z.string() });
export type ClientProfileFields = z.infer<typeof ClientProfileFields>;

/** PUT {profile endpoint}: the staff's or the client's fields. */
export const ProfileSave = z.union([OwnProfileFields, ClientProfileFields]);
export type ProfileSave = z.infer<typeof ProfileSave>;

export const getOwnProfile = endpoint({
  method: 'GET',
  path: '/api/user/profile',
  designed:
    'the profile form of spec 1 §7 (PUT {profile endpoint}) shows the current details first; read from the same path',
  summary: 'The signed-in user’s own details (settings, client account and admin profile).',
  response: OwnProfile,
  roles: [...STAFF, ...FIRM, 'Admin'],
  probe: {},
});

export const updateOwnProfile = endpoint({
  method: 'PUT',
  path: '/api/user/profile',
  spec: '1 §7',
  summary:
    'Saves the own details (the spec’s {profile endpoint}): firstName, lastName, userName, email and phoneNumber, or phone for clients and attorneys.',
  request: ProfileSave,
  response: OwnProfile,
  roles: [...STAFF, ...FIRM, 'Admin'],
});
