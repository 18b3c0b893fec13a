/**
 * A request a built page starts before the application has loaded, handed over to the
 * application's query for the same data, so the data is asked for once. Whichever comes first:
 * the application's query takes the page's request if there is one, and the page starts none
 * once the application has asked.
 */
type QueryKey = readonly unknown[];

let state: { key: string; request: Promise<unknown> } | 'taken' | undefined;

const keyText = (key: QueryKey) => JSON.stringify(key);

/** Starts the built page's request for a query's data: none once the application has asked. */
export function startBeforeApp<T>(
  key: QueryKey,
  request: () => Promise<T>,
): Promise<T> | undefined {
  if (state) return undefined;
  const started = request();
  state = { key: keyText(key), request: started };
  return started;
}

/** The request the built page started for this query's data, if any, for the application (once). */
export function takeStartedRequest<T>(key: QueryKey): Promise<T> | undefined {
  const started = state !== 'taken' && state?.key === keyText(key) ? state.request : undefined;
  state = 'taken';
  return started as Promise<T> | undefined;
}
