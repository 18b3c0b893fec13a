import { delay, http, HttpResponse } from 'msw';

/** Injected faults: the next `count` calls whose path matches answer `status`, or are delayed. */
export interface Fault {
  match: string;
  status?: number;
  delayMs?: number;
  /** Held until `releaseHeld` (a test decides when the answer comes, e.g. after a sign-out). */
  hold?: boolean;
  count: number;
  body?: unknown;
}

let faults: Fault[] = [];
let held: (() => void)[] = [];

/** Lets every held call go on; resolves to how many there were. */
export function releaseHeld(): number {
  const waiting = held;
  held = [];
  waiting.forEach((go) => go());
  return waiting.length;
}

export function addFault(f: Partial<Fault> & { match: string }) {
  faults.push({ count: 1, ...f });
}

export function clearFaults() {
  faults = [];
  releaseHeld();
}

function matches(pattern: string, path: string): boolean {
  if (pattern.includes('*')) {
    const re = new RegExp(
      `^${pattern
        .split('*')
        .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    return re.test(path);
  }
  return path.includes(pattern);
}

/** The first handler: applies a pending fault to a matching /api or /connect call, else falls through. */
export const faultHandler = http.all(/\/(api|connect|auction\.)/, async ({ request }) => {
  const path = new URL(request.url).pathname;
  const fault = faults.find((f) => f.count > 0 && matches(f.match, path));
  if (!fault) return undefined;
  fault.count--;
  faults = faults.filter((f) => f.count > 0);
  if (fault.hold) await new Promise<void>((go) => held.push(go));
  if (fault.delayMs) await delay(fault.delayMs);
  if (fault.status)
    return HttpResponse.json(fault.body ?? { message: `Simulated ${fault.status}` }, {
      status: fault.status,
    });
  return undefined;
});
