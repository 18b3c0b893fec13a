/**
 * docs/api-contract.md, generated from the registry: every endpoint the app calls, where it
 * comes from (a spec section, or designed with its reason), who calls it, and the shapes it
 * takes and answers in a compact notation drawn from the schemas' JSON Schema.
 */
import * as z from 'zod/mini';
import { nameOf, type Endpoint } from './define';
import { registry } from './registry';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  additionalProperties?: JsonSchema | boolean;
};

/** `{ id: number, zip?: string, items: { url: string }[] }` from a JSON Schema. */
export function notation(s: JsonSchema | undefined): string {
  if (!s || Object.keys(s).length === 0) return 'any';
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return alternatives.map(notation).join(' | ');
  if (Array.isArray(s.type)) return s.type.join(' | ');
  if (s.type === 'array') {
    const item = notation(s.items);
    return item.includes(' | ') ? `(${item})[]` : `${item}[]`;
  }
  if (s.type === 'object' || s.properties) {
    const required = new Set(s.required ?? []);
    const fields = Object.entries(s.properties ?? {}).map(
      ([k, v]) => `${k}${required.has(k) ? '' : '?'}: ${notation(v)}`,
    );
    if (!fields.length && s.additionalProperties && typeof s.additionalProperties === 'object')
      return `{ [key: string]: ${notation(s.additionalProperties)} }`;
    return fields.length ? `{ ${fields.join(', ')} }` : '{}';
  }
  return s.type === 'integer' ? 'number' : (s.type ?? 'any');
}

const shapeOf = (schema: z.ZodMiniType, io: 'input' | 'output') =>
  notation(z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema);

function requestOf(e: Endpoint): string {
  if (e.multipart) return `multipart: ${e.multipart.join(', ')}`;
  return e.request ? shapeOf(e.request, 'input') : '—';
}

function responseOf(e: Endpoint): string {
  if (e.response === 'file') return 'a file (blob)';
  if (e.response === 'none') return 'no body';
  return shapeOf(e.response, 'input');
}

const cell = (s: string) => s.replace(/\|/g, '\\|');

export function contractDocument(): string {
  const total = registry.length;
  const designed = registry.filter((r) => r.endpoint.designed).length;
  const reads = registry.filter((r) => r.endpoint.probe).length;
  const lines = [
    '# API contract',
    '',
    'Generated from the schemas in `src/api/contract/` by `npm run contract:doc`; a test fails when',
    'this file is stale. Every call the app makes is listed once. **Source** is the spec section',
    'it comes from, or **designed** where the spec does not show it, with the reason: a backend team',
    "answers 'yes' or 'no' to each designed endpoint. **Read** endpoints change nothing and are the",
    'ones `npm run contract -- --base-url URL` calls. Shapes: `?` marks an optional field.',
    '',
    `${total} endpoints: ${total - designed} from the spec, ${designed} designed; ${reads} reads.`,
    '',
    '## Designed endpoints',
    '',
    '| Endpoint | Why it exists |',
    '|---|---|',
    ...registry
      .filter((r) => r.endpoint.designed)
      .map((r) => `| \`${nameOf(r.endpoint)}\` | ${cell(r.endpoint.designed!)} |`),
    '',
  ];
  let resource = '';
  for (const { resource: res, endpoint: e } of registry) {
    if (res !== resource) {
      resource = res;
      lines.push(`## ${res}`, '');
    }
    lines.push(
      `### \`${nameOf(e)}\``,
      '',
      `${e.summary}`,
      '',
      `- Source: ${e.spec ? `spec ${e.spec}` : `designed — ${e.designed}`}`,
      `- Called by: ${e.roles.join(', ')}${e.probe ? ' (read)' : ''}`,
      `- Request: \`${requestOf(e)}\``,
      `- Response: \`${responseOf(e)}\``,
      '',
    );
  }
  return lines.join('\n');
}
