/**
 * `npm run contract -- --base-url URL`: checks a backend against the app's contract, read-only.
 * Signs in as each demo account (or `--user`/`--password`, or CONTRACT_USER/CONTRACT_PASSWORD,
 * for one account of a real backend), calls every read endpoint that account's role uses,
 * prints one line per endpoint and exits non-zero on any mismatch or refusal.
 * `npm run contract:doc` writes docs/api-contract.md from the same schemas.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { contractDocument } from '../src/api/contract/doc';
import type { CallerRole } from '../src/api/contract/define';
import {
  failed,
  formatResult,
  runContractCheck,
  type ProbeAccount,
} from '../src/api/contract/probe';
import { CONTRACT_ACCOUNTS } from '../src/api/contract/accounts';

export const DOC_PATH = 'docs/api-contract.md';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  const eq = args.find((a) => a.startsWith(`--${name}=`));
  return eq?.slice(name.length + 3);
}

/** VITE_ values of .env.development: the simulator's client id, secret and demo password. */
function developmentEnv(): Record<string, string> {
  try {
    return Object.fromEntries(
      readFileSync('.env.development', 'utf8')
        .split('\n')
        .filter((l) => /^\w+=/.test(l))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
  } catch {
    return {};
  }
}

export async function main(args: string[]): Promise<number> {
  if (args[0] === 'doc') {
    writeFileSync(DOC_PATH, contractDocument());
    console.log(`wrote ${DOC_PATH}`);
    return 0;
  }
  const dev = developmentEnv();
  const baseUrl = (option(args, 'base-url') ?? 'http://127.0.0.1:5173').replace(/\/$/, '');
  const user = option(args, 'user') ?? process.env.CONTRACT_USER;
  const password =
    option(args, 'password') ?? process.env.CONTRACT_PASSWORD ?? dev.VITE_DEMO_PASSWORD ?? '';
  const role = (option(args, 'role') ?? process.env.CONTRACT_ROLE) as CallerRole | undefined;
  const accounts: ProbeAccount[] = user
    ? [{ role: role ?? 'Bidder', userName: user, password }]
    : CONTRACT_ACCOUNTS.map((a) => ({ ...a, password }));
  const results = await runContractCheck({
    baseUrl,
    accounts,
    clientId:
      option(args, 'client-id') ?? process.env.CONTRACT_CLIENT_ID ?? dev.VITE_CLIENT_ID ?? '',
    clientSecret:
      option(args, 'client-secret') ??
      process.env.CONTRACT_CLIENT_SECRET ??
      dev.VITE_CLIENT_SECRET ??
      '',
  });
  for (const r of results) console.log(formatResult(r));
  const bad = failed(results);
  console.log(
    `\n${results.length - bad.length} ok or skipped, ${bad.length} failed, against ${baseUrl}`,
  );
  return bad.length ? 1 : 0;
}
