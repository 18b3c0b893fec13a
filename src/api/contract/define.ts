/**
 * The contract between the app and its backend, as code. Every call the app makes is declared
 * once as an `Endpoint`: method, path, request and response schemas, and where it comes from —
 * a section of the spec (`spec: '2 §7'`) or, where the spec leaves it open, `designed` with a
 * one-line reason a backend team can answer 'yes' or 'no' to. The api modules call endpoints
 * through `call` (src/api/call.ts), the simulator answers with their types, `npm run contract`
 * checks any backend with them, and docs/api-contract.md is generated from them.
 */
import type * as z from 'zod/mini';

/** Who may make a call (the contract command signs in as each). */
export type CallerRole =
  'Anonymous' | 'Bidder' | 'Auctioneer' | 'Employee' | 'Client' | 'Attorney' | 'Admin';

export const STAFF = ['Auctioneer', 'Employee'] as const satisfies readonly CallerRole[];
export const FIRM = ['Client', 'Attorney'] as const satisfies readonly CallerRole[];
export const SIGNED_IN = [
  'Bidder',
  'Auctioneer',
  'Employee',
  'Client',
  'Attorney',
  'Admin',
] as const satisfies readonly CallerRole[];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Path parameters, named as in the path template's `{braces}`. */
export type PathParams = Record<string, string | number | boolean>;

/** Ids the contract command learns from one answer and spends on later calls. */
export type ProbeIds = Record<string, string | number>;

/** How the read-only contract check calls an endpoint. */
export interface Probe {
  /** Path parameters, query and body from the ids learnt so far; undefined: not callable yet. */
  args?: (ids: ProbeIds) => { params?: PathParams; query?: PathParams; body?: unknown } | undefined;
  /** Ids this answer offers to later calls (first row's id, and so on). */
  learn?: (data: unknown) => ProbeIds;
}

/** What the answer's body is: JSON checked by a schema, a file, or nothing. */
export type Answer = z.ZodMiniType | 'file' | 'none';

interface EndpointBase<Res extends Answer, Req extends z.ZodMiniType | undefined> {
  method: Method;
  /** The path with `{name}` parameters, exactly as the spec writes it (leading slash). */
  path: string;
  /** A few words on what it does. */
  summary: string;
  /** JSON body (or 'multipart' for file uploads, described in `summary`). */
  request?: Req;
  /** Multipart uploads: the form's fields, exactly as the spec names them. */
  multipart?: readonly string[];
  response: Res;
  /** The roles whose screens make this call. */
  roles: readonly CallerRole[];
  /**
   * Set on reads: GETs and list POSTs that change nothing. The contract command calls only
   * these; `probe` says how when the path or the body needs something.
   */
  probe?: Probe;
}

export type Endpoint<
  Res extends Answer = Answer,
  Req extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
> = EndpointBase<Res, Req> &
  ({ spec: string; designed?: never } | { designed: string; spec?: never });

/** Declares an endpoint; the object is returned as it is, typed. */
export function endpoint<Res extends Answer, Req extends z.ZodMiniType | undefined = undefined>(
  def: Endpoint<Res, Req>,
): Endpoint<Res, Req> {
  return def;
}

/** The parsed answer of an endpoint. */
export type AnswerOf<E extends Endpoint> = E['response'] extends z.ZodMiniType
  ? z.output<E['response']>
  : E['response'] extends 'file'
    ? ArrayBuffer
    : void;

/** The body an endpoint takes. */
export type BodyOf<E extends Endpoint> = E['request'] extends z.ZodMiniType
  ? z.input<E['request']>
  : unknown;

/** `/api/lots/{id}/bidder` with `{ id: 7 }` → `/api/lots/7/bidder`; a missing parameter throws. */
export function pathOf(template: string, params: PathParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** `GET /api/lots/{id}/bidder`: how an endpoint is named in errors, reports and the document. */
export const nameOf = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;
