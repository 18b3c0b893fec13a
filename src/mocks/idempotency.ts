import { getResponse, http, type RequestHandler } from 'msw';
import { IDEMPOTENCY_HEADER } from '../lib/upload';
import { onSimReset } from './controls';
import { caller } from './tokens';

/**
 * Idempotent uploads (designed): a POST, PUT or PATCH carrying an `Idempotency-Key` is carried
 * out once per caller, method, path and key. A repeat (the app retrying an upload whose answer
 * it never got) is answered with the first success again and changes nothing; a repeat that
 * arrives while the first is still running waits for it. Refusals and failures are not kept, so
 * the same key can be tried again.
 */
interface Recorded {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

const answers = new Map<string, Promise<Recorded | null>>();

onSimReset(() => answers.clear());

const succeeded = (r: Recorded | null): r is Recorded => !!r && r.status >= 200 && r.status < 300;

const replay = (r: Recorded) =>
  new Response(r.body.byteLength ? r.body.slice(0) : null, {
    status: r.status,
    headers: r.headers,
  });

async function record(res: Response | undefined): Promise<Recorded | null> {
  if (!res) return null;
  const headers: [string, string][] = [];
  res.headers.forEach((value, name) => headers.push([name, value]));
  return { status: res.status, headers, body: await res.arrayBuffer() };
}

/** `routes` with idempotency keys honoured. */
export function idempotent(routes: RequestHandler): RequestHandler {
  return http.all('*', async ({ request }) => {
    const key = request.headers.get(IDEMPOTENCY_HEADER);
    if (!key || !['POST', 'PUT', 'PATCH'].includes(request.method))
      return getResponse([routes], request);
    const id = [
      caller(request)?.id ?? 'anonymous',
      request.method,
      new URL(request.url).pathname,
      key,
    ].join(' ');
    const pending = answers.get(id);
    if (pending) {
      const earlier = await pending;
      if (succeeded(earlier)) return replay(earlier);
    }
    const running = getResponse([routes], request).then(record);
    answers.set(id, running);
    const answer = await running;
    if (!succeeded(answer)) answers.delete(id);
    return answer ? replay(answer) : undefined;
  });
}
