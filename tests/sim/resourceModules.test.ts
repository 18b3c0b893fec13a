// @vitest-environment node
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { HttpHandler, matchRequestUrl, type RequestHandler } from 'msw';
import { handlers } from '../../src/mocks/handlers';
import { registry } from '../../src/api/contract/registry';

/**
 * Each api module names the simulator handler modules that answer its calls (its first line,
 * `// Answered in the simulator by src/mocks/handlers/x.ts`), and each handler module the api
 * modules whose calls it answers (`// Answers the calls of src/api/x.ts`): found from the routes the simulator takes for every call of
 * the contract, so the two stay true as either side changes.
 */
const root = resolve(import.meta.dirname, '../..');
const handlerModules = import.meta.glob<Record<string, unknown>>(
  ['../../src/mocks/handlers/**/*.ts', '!../../src/mocks/handlers/index.ts'],
  { eager: true },
);
/**
 * The module a route is written in: of the modules whose exported lists hold it, the one with the
 * fewest routes (a module gathering others' lists, such as `live/index.ts`, holds more).
 */
const moduleOf = new Map<RequestHandler, string>();
const sizeOf = new Map<string, number>();
for (const [file, exports] of Object.entries(handlerModules)) {
  const name = relative(root, resolve(import.meta.dirname, file));
  const routes = Object.values(exports)
    .filter(Array.isArray)
    .flat()
    .filter((h): h is HttpHandler => h instanceof HttpHandler);
  sizeOf.set(name, routes.length);
  for (const h of routes) {
    const held = moduleOf.get(h);
    if (!held || sizeOf.get(held)! > routes.length) moduleOf.set(h, name);
  }
}

/** A URL of a call: its parameters a sample id, or true for a true/false segment. */
const sampleUrl = (template: string) =>
  new URL(
    template.replace(/\{(\w+)\}/g, (_, name: string) =>
      /^(active|replace|presenter|isActive|isApproved|value)$/.test(name) ? 'true' : '7',
    ),
    'http://localhost',
  );

/** The handler module answering a call: the first route that takes it, as the simulator does. */
function answeredBy(method: string, template: string): string | undefined {
  const url = sampleUrl(template);
  const route = handlers.find(
    (h): h is HttpHandler =>
      h instanceof HttpHandler &&
      typeof h.info.method === 'string' &&
      h.info.method.toUpperCase() === method &&
      matchRequestUrl(url, String(h.info.path)).matches,
  );
  return route && moduleOf.get(route);
}

const unanswered: string[] = [];
const served = new Map<string, Set<string>>();
const serves = new Map<string, Set<string>>();
for (const { resource, endpoint } of registry) {
  const mod = answeredBy(endpoint.method, endpoint.path);
  if (!mod) {
    unanswered.push(`${endpoint.method} ${endpoint.path}`);
    continue;
  }
  const api = `src/api/${resource}.ts`;
  served.set(api, (served.get(api) ?? new Set()).add(mod));
  serves.set(mod, (serves.get(mod) ?? new Set()).add(api));
}

/** The files a module's first line names after `label`. */
function named(file: string, label: string): string[] {
  const line = readFileSync(resolve(root, file), 'utf8').split('\n')[0];
  if (!line.startsWith(`// ${label} `)) return [];
  return [...(line?.matchAll(/src\/[\w/.-]+\.ts/g) ?? [])].map((m) => m[0]).sort();
}

describe('api modules and simulator handler modules', () => {
  it('finds a handler module for every call of the contract', () => {
    expect(unanswered).toEqual([]);
    expect(served.size).toBe(new Set(registry.map((r) => r.resource)).size);
  });

  it.each([...served].map(([api, mods]) => [api, [...mods].sort()] as const))(
    '%s names the handler modules that answer it',
    (api, mods) => {
      expect(named(api, 'Answered in the simulator by')).toEqual(mods);
    },
  );

  it.each([...serves].map(([mod, apis]) => [mod, [...apis].sort()] as const))(
    '%s names the api modules it answers',
    (mod, apis) => {
      expect(named(mod, 'Answers the calls of')).toEqual(apis);
    },
  );
});
