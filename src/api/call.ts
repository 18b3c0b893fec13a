/**
 * The one way the app calls its backend: an endpoint declared in src/api/contract, called
 * through the one axios client, its answer parsed by the endpoint's schema.
 */
import type { AxiosRequestConfig } from 'axios';
import { env } from '../lib/env';
import type { AnswerOf, BodyOf, Endpoint, PathParams } from './contract/define';
import { pathOf } from './contract/define';
import { configureContract, parseAnswer, type ContractError } from './contract/parse';
import { http } from './http';

export interface CallArgs<E extends Endpoint> {
  params?: PathParams;
  /** Query-string values (rare: the spec passes most values in the path or the body). */
  query?: Record<string, string | number | boolean | undefined>;
  body?: BodyOf<E> | FormData;
  /** Passed to axios as it is: `silent`, `errorContext`, `timeout`, `signal`, progress, ... */
  config?: AxiosRequestConfig;
}

/** Staging and production keep working on an answer off contract and report it once. */
const tolerant = env.appEnv === 'staging' || env.appEnv === 'production';

function reportMismatch(error: ContractError) {
  console.warn(error.message);
  if (env.telemetryUrl && typeof navigator !== 'undefined' && navigator.sendBeacon)
    navigator.sendBeacon(
      env.telemetryUrl,
      JSON.stringify({ kind: 'contract', endpoint: error.endpoint, issues: error.issues }),
    );
}

configureContract({ strict: !tolerant, report: reportMismatch });

function send<E extends Endpoint>(endpoint: E, { params, query, body, config }: CallArgs<E>) {
  return http.request({
    method: endpoint.method,
    url: pathOf(endpoint.path, params),
    params: query,
    data: body,
    ...(endpoint.response === 'file' ? { responseType: 'arraybuffer' as const } : {}),
    ...config,
  });
}

/**
 * Calls `endpoint` and answers its parsed body (a file's bytes for file answers), its status
 * (a 204 answers no body: `data` is then undefined) and its content type.
 */
export async function callWithResponse<E extends Endpoint>(
  endpoint: E,
  args: CallArgs<E> = {},
): Promise<{ data: AnswerOf<E>; status: number; contentType: string }> {
  const res = await send(endpoint, args);
  const data = (res.status === 204 ? undefined : parseAnswer(endpoint, res.data)) as AnswerOf<E>;
  return { data, status: res.status, contentType: String(res.headers['content-type'] ?? '') };
}

/** Calls `endpoint` and answers its parsed body. */
export async function call<E extends Endpoint>(
  endpoint: E,
  args: CallArgs<E> = {},
): Promise<AnswerOf<E>> {
  return (await callWithResponse(endpoint, args)).data;
}
