/** Reading what a request to the simulator carries: its path ids and its JSON body. */

/** A numeric path segment, or null (other segments fall through to later handlers). */
export const idOf = (v: unknown): number | null => (/^\d+$/.test(String(v)) ? Number(v) : null);

/** The request's JSON body as posted; an unreadable or null body reads as {}. */
export const jsonBody = async <T>(request: Request): Promise<T> =>
  ((await request.json().catch(() => ({}))) ?? {}) as T;

/** The request's JSON body when it is an object; anything else reads as {}. */
export const objectBody = async <T extends object = Record<string, unknown>>(
  request: Request,
): Promise<T> => {
  const body: unknown = await request.json().catch(() => ({}));
  return body && typeof body === 'object' ? (body as T) : ({} as T);
};
