/**
 * Every endpoint the app calls, collected from the resource contracts beside this file (each
 * exports its endpoints as named constants). Read by the contract document, the contract
 * command and the simulator's contract tests; the app itself imports each resource directly.
 */
import { nameOf, type Endpoint } from './define';

const modules = import.meta.glob<Record<string, unknown>>(
  [
    './*.ts',
    '!./define.ts',
    '!./parse.ts',
    '!./registry.ts',
    '!./probe.ts',
    '!./doc.ts',
    '!./common.ts',
    '!./accounts.ts',
  ],
  { eager: true },
);

const isEndpoint = (v: unknown): v is Endpoint =>
  !!v && typeof v === 'object' && 'method' in v && 'path' in v && 'response' in v && 'roles' in v;

export interface RegisteredEndpoint {
  /** The resource contract it is declared in (`companies`). */
  resource: string;
  /** The constant's name (`getCompany`). */
  name: string;
  endpoint: Endpoint;
}

/** In resource order, then as declared. */
export const registry: readonly RegisteredEndpoint[] = Object.entries(modules)
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([file, mod]) =>
    Object.entries(mod)
      .filter(([, v]) => isEndpoint(v))
      .map(([name, v]) => ({
        resource: file.replace(/^\.\/|\.ts$/g, ''),
        name,
        endpoint: v as Endpoint,
      })),
  );

/** One declaration per method and path: a second one is a mistake. */
export function duplicateEndpoints(): string[] {
  const seen = new Map<string, number>();
  for (const { endpoint } of registry) {
    const key = nameOf(endpoint).replace(/\{\w+\}/g, '{}');
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n > 1).map(([k]) => k);
}
