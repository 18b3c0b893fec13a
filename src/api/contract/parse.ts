/**
 * Every answer is checked against its endpoint's schema. In development and tests a mismatch
 * throws a ContractError naming the endpoint, the field's path and what was expected, so the
 * screen and the test fail at once. In staging and production the answer is used as it came
 * (the screen keeps working where it can) and the mismatch is reported once per endpoint.
 */
import type * as z from 'zod/mini';
import { nameOf, type Endpoint } from './define';

export interface ContractIssue {
  /** `wireInstruction.url`, `data.3.id`; empty for the answer itself. */
  path: string;
  /** `expected string, received undefined`. */
  problem: string;
}

export class ContractError extends Error {
  readonly endpoint: string;
  readonly issues: ContractIssue[];
  constructor(endpoint: string, issues: ContractIssue[]) {
    super(`${endpoint} answered off contract: ${describeIssues(issues)}`);
    this.name = 'ContractError';
    this.endpoint = endpoint;
    this.issues = issues;
  }
}

export const describeIssues = (issues: ContractIssue[]) =>
  issues.map((i) => `${i.path || '(answer)'} ${i.problem}`).join('; ');

const typeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  let v = data;
  for (const key of path) v = v && typeof v === 'object' ? (v as never)[key as never] : undefined;
  return v;
}

/** The schema's complaints in plain words, each with the field's dotted path. */
export function issuesOf(error: z.core.$ZodError, data: unknown): ContractIssue[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const received = typeOf(valueAt(data, issue.path));
    const problem =
      issue.code === 'invalid_type'
        ? `expected ${issue.expected}, received ${received}`
        : issue.code === 'invalid_value'
          ? `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, received ${JSON.stringify(valueAt(data, issue.path))}`
          : issue.message;
    return { path, problem };
  });
}

/** Checks `data` against a schema: the parsed value, or the issues. */
export function check<S extends z.ZodMiniType>(
  schema: S,
  data: unknown,
): { ok: true; value: z.output<S> } | { ok: false; issues: ContractIssue[] } {
  const result = schema.safeParse(data);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, issues: issuesOf(result.error, data) };
}

export type MismatchReporter = (error: ContractError) => void;

let strict = true;
let reporter: MismatchReporter = () => {};
const reported = new Set<string>();

/** Chosen once at start-up from the environment (src/api/call.ts). */
export function configureContract(options: { strict: boolean; report?: MismatchReporter }) {
  strict = options.strict;
  if (options.report) reporter = options.report;
  reported.clear();
}

/** The answer of `endpoint` as its schema reads it; see the module's comment for a mismatch. */
export function parseAnswer<E extends Endpoint>(endpoint: E, data: unknown): unknown {
  const schema = endpoint.response;
  if (typeof schema === 'string') return data;
  const result = check(schema, data);
  if (result.ok) return result.value;
  const error = new ContractError(nameOf(endpoint), result.issues);
  if (strict) throw error;
  if (!reported.has(error.endpoint)) {
    reported.add(error.endpoint);
    reporter(error);
  }
  return data;
}
