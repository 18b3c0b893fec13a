// Answered in the simulator by src/mocks/handlers/public.ts.
import type { PublicListRequest } from '../lib/salesTabs';
import { call } from './call';
import * as api from './contract/public';
import type { ContactUs } from './contract/public';

export type { ContactUs, PublicLotRow } from './contract/public';

/** A page of a server-paginated list: `{ data, total }` (spec 1 section 7). */
export interface Page<T> {
  data: T[];
  total: number;
}

/** Public listings; silent like the other lists (the table shows its empty state). */
export const listPublicLots = (req: PublicListRequest) =>
  call(api.listPublicLots, { body: req, config: { silent: true } });

export const sendContactUs = (body: ContactUs) => call(api.sendContactUs, { body });
