/**
 * Answers typed by the app's contract: the body of `answer(endpoint, body)` must be what the
 * endpoint's schema accepts (src/api/contract), so the simulator cannot drift from the shapes
 * the app parses.
 */
import { HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import type { Endpoint } from '../api/contract/define';

/** What the endpoint's schema accepts as its answer. */
export type AnswerBody<E extends Endpoint> = E['response'] extends z.ZodMiniType
  ? z.input<E['response']>
  : never;

export function answer<E extends Endpoint>(_endpoint: E, body: AnswerBody<E>, init?: ResponseInit) {
  return HttpResponse.json(body as never, init);
}
