/**
 * A law firm's attorneys (spec 2 §3 Attorney, §7 "Clients and attorneys"; spec 3 §3 Attorney,
 * §7 "Client management"): the ones of a client the company's staff manage.
 */
import * as z from 'zod/mini';
import { FIRM, STAFF, endpoint } from './define';
import { id, learnFirst, text, withIds } from './common';
import { Unread } from './clients';

/**
 * An attorney: id (also attorneyId), firstName, lastName, email, phone, isPrimary, firmName,
 * isConnected (spec 2 §3, spec 3 §3). `isConnected`: the attorney has registered an account.
 * Either spelling of the id is read; the app reads `id`.
 */
export const AttorneyRecord = z.pipe(
  z.object({
    id: z.optional(id()),
    attorneyId: z.optional(id()),
    firstName: z.string(),
    lastName: z.string(),
    email: text(),
    /** 10 digits, or ''. */
    phone: text(),
    isPrimary: z.boolean(),
    firmName: text(),
    isConnected: z.boolean(),
  }),
  z.transform(({ id: rowId, attorneyId, ...rest }, ctx) => {
    const value = rowId ?? attorneyId;
    if (value === undefined) {
      ctx.issues.push({
        code: 'invalid_type',
        expected: 'number',
        input: undefined,
        path: ['id'],
        message: 'expected number, received undefined',
      });
      return z.NEVER;
    }
    return { id: value, ...rest };
  }),
);
export type AttorneyRecord = z.infer<typeof AttorneyRecord>;

/** An attorney as the simulator and a backend send it (either id spelling). */
export type AttorneyAnswer = z.input<typeof AttorneyRecord>;

/**
 * What the attorney dialogs send (spec 3 §7 "attorney fields"): POST /api/attorneys/{clientId},
 * PUT /api/attorneys/{attorneyId}/auctioneer, POST /api/attorneys, PUT /api/attorneys/{id}.
 */
export const AttorneyFields = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** 10 digits or ''. */
  phone: z.string(),
});
export type AttorneyFields = z.infer<typeof AttorneyFields>;

/** `{ data }`: the attorney lists answer their rows in `data` (spec 2 §7, spec 3 §7 "data.data"). */
export const AttorneyList = z.object({ data: z.array(AttorneyRecord) });

export const listClientAttorneys = endpoint({
  method: 'POST',
  path: '/api/attorneys/{clientId}/list',
  spec: '2 §7, 3 §7',
  summary: 'A client’s attorneys (the client detail’s Attorney List); empty body.',
  request: z.object({}),
  response: AttorneyList,
  roles: STAFF,
  probe: {
    args: withIds({ clientId: 'clientId' }, { body: {} }),
    learn: learnFirst('attorneyId'),
  },
});

export const addClientAttorney = endpoint({
  method: 'POST',
  path: '/api/attorneys/{clientId}',
  spec: '2 §7, 3 §7',
  summary: 'A new attorney of an active client; answers it (the first one is the primary).',
  request: AttorneyFields,
  response: AttorneyRecord,
  roles: STAFF,
});

export const updateClientAttorney = endpoint({
  method: 'PUT',
  path: '/api/attorneys/{attorneyId}/auctioneer',
  spec: '2 §7, 3 §7',
  summary: 'Saves a client’s attorney (by the company’s staff).',
  request: AttorneyFields,
  response: AttorneyRecord,
  roles: STAFF,
});

export const removeClientAttorney = endpoint({
  method: 'DELETE',
  path: '/api/attorneys/{attorneyId}/auctioneer',
  spec: '2 §7, 3 §7',
  summary: 'Removes a client’s attorney (another becomes primary when the primary goes).',
  response: Unread,
  roles: STAFF,
});

export const setPrimaryAttorney = endpoint({
  method: 'PUT',
  path: '/api/attorneys/{clientId}/{attorneyId}',
  spec: '2 §7, 3 §7',
  summary:
    'Makes the attorney the firm’s one primary contact (empty body): staff for a client they manage, the firm for itself.',
  response: AttorneyRecord,
  roles: [...STAFF, ...FIRM],
});
