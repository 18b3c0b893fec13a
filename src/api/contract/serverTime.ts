/** The server's clock, which every countdown reads through an offset (spec 1 §7). */
import * as z from 'zod/mini';
import { endpoint, SIGNED_IN } from './define';

export const getServerTime = endpoint({
  method: 'GET',
  path: '/api/auctions/servertime',
  spec: '1 §7',
  summary: "The server's time as an ISO date string (the clock offset of every countdown).",
  response: z.string(),
  roles: ['Anonymous', ...SIGNED_IN],
  probe: {},
});
