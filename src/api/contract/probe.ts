/**
 * The read-only contract check: signs in as each role, calls every read endpoint that role's
 * screens use (GETs and list POSTs, never a write), parses each answer with the endpoint's
 * schema and says, per endpoint, ok or which fields do not match. Used by `npm run contract`
 * against any backend and by the simulator's contract tests.
 */
import { nameOf, pathOf, type CallerRole, type Endpoint, type ProbeIds } from './define';
import { check, describeIssues } from './parse';
import { registry } from './registry';

export interface ProbeAccount {
  role: CallerRole;
  userName?: string;
  password?: string;
}

export interface ProbeOptions {
  baseUrl: string;
  accounts: readonly ProbeAccount[];
  clientId: string;
  clientSecret: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Endpoints to check; defaults to the whole registry. */
  endpoints?: readonly Endpoint[];
}

export type ProbeOutcome = 'ok' | 'mismatch' | 'refused' | 'skipped' | 'unreachable';

export interface ProbeResult {
  role: CallerRole;
  endpoint: string;
  status: number | null;
  outcome: ProbeOutcome;
  /** What did not match, what the server said, or why it was not called. */
  detail: string;
}

const DEVICE = 'contract-check';

async function signIn(options: ProbeOptions, account: ProbeAccount): Promise<string | null> {
  if (account.role === 'Anonymous') return null;
  const f = options.fetch ?? fetch;
  const res = await f(`${options.baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: options.clientId,
      client_secret: options.clientSecret,
      grant_type: 'password',
      username: account.userName ?? '',
      password: account.password ?? '',
      device_id: DEVICE,
    }),
  });
  if (!res.ok) throw new Error(`sign-in as ${account.userName} refused: ${res.status}`);
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in as ${account.userName}: no access_token`);
  return body.access_token;
}

async function probeOne(
  options: ProbeOptions,
  role: CallerRole,
  endpoint: Endpoint,
  token: string | null,
  args: NonNullable<ReturnType<NonNullable<NonNullable<Endpoint['probe']>['args']>>>,
): Promise<{ result: ProbeResult; data?: unknown }> {
  const f = options.fetch ?? fetch;
  const name = nameOf(endpoint);
  const query = new URLSearchParams(
    Object.entries(args.query ?? {}).map(([k, v]) => [k, String(v)]),
  ).toString();
  const url = `${options.baseUrl}${pathOf(endpoint.path, args.params)}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (args.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await f(url, {
      method: endpoint.method,
      headers,
      body: args.body === undefined ? undefined : JSON.stringify(args.body),
    });
  } catch (e) {
    return {
      result: { role, endpoint: name, status: null, outcome: 'unreachable', detail: String(e) },
    };
  }
  const base = { role, endpoint: name, status: res.status };
  if (!res.ok) {
    const text = (await res.text()).slice(0, 200);
    return { result: { ...base, outcome: 'refused', detail: text } };
  }
  if (endpoint.response === 'file' || endpoint.response === 'none' || res.status === 204) {
    await res.arrayBuffer();
    return { result: { ...base, outcome: 'ok', detail: '' } };
  }
  let data: unknown;
  try {
    data = await res.json();
  } catch {
    return { result: { ...base, outcome: 'mismatch', detail: '(answer) is not JSON' } };
  }
  const parsed = check(endpoint.response, data);
  return parsed.ok
    ? { result: { ...base, outcome: 'ok', detail: '' }, data }
    : { result: { ...base, outcome: 'mismatch', detail: describeIssues(parsed.issues) }, data };
}

/** Every read of every account's role, in rounds: a call waits for the ids it needs. */
export async function runContractCheck(options: ProbeOptions): Promise<ProbeResult[]> {
  const endpoints = options.endpoints ?? registry.map((r) => r.endpoint);
  const results: ProbeResult[] = [];
  for (const account of options.accounts) {
    const token = await signIn(options, account);
    const ids: ProbeIds = {};
    let pending = endpoints.filter((e) => e.probe && e.roles.includes(account.role));
    for (let progress = true; progress && pending.length;) {
      progress = false;
      const next: Endpoint[] = [];
      for (const endpoint of pending) {
        const args = endpoint.probe!.args ? endpoint.probe!.args(ids) : {};
        if (!args) {
          next.push(endpoint);
          continue;
        }
        progress = true;
        const { result, data } = await probeOne(options, account.role, endpoint, token, args);
        results.push(result);
        if (data !== undefined && endpoint.probe!.learn)
          for (const [k, v] of Object.entries(endpoint.probe!.learn(data)))
            if (!(k in ids)) ids[k] = v;
      }
      pending = next;
    }
    for (const endpoint of pending)
      results.push({
        role: account.role,
        endpoint: nameOf(endpoint),
        status: null,
        outcome: 'skipped',
        detail: 'no id to call it with (an earlier list was empty)',
      });
  }
  return results;
}

/** One line per result: `ok        200 Admin     GET /api/companies/{id}`. */
export function formatResult(r: ProbeResult): string {
  const status = r.status === null ? '---' : String(r.status);
  return `${r.outcome.padEnd(11)} ${status} ${r.role.padEnd(10)} ${r.endpoint}${r.detail ? `: ${r.detail}` : ''}`;
}

/** Anything but ok and skipped fails the check. */
export const failed = (results: readonly ProbeResult[]) =>
  results.filter((r) => r.outcome !== 'ok' && r.outcome !== 'skipped');
