import axios, { type AxiosError } from 'axios';
import type { Notice } from '../lib/notify';

/** The HTTP error catalogue of spec 1 section 8, in one place. */
export const MSG = {
  requestFailed: 'Error occurred while requesting!',
  deployment: 'Server is under deployment! - 503',
  deploymentSignIn: 'DEPLOYMENT IN PROGRESS! - 503',
  server: 'Server error! - 500',
  serverSignIn: 'SERVER ERROR! - 500',
  notFound: 'Not found! - 404',
  permission: 'Permission error! - 403',
  permissionDetail: 'You have no permission to complete the request!',
  permissionSignIn: 'There has been a permission error! - 403',
  invalidToken: 'Invalid token',
  signInFailed: 'Something went wrong!',
  invalidCode: 'The verification code is invalid!',
} as const;

export type ErrorContext = 'default' | 'signIn';

/** Extracts the server's human message from a response body of any usual shape. */
export function serverMessage(data: unknown): string | undefined {
  if (typeof data === 'string') return data.trim() || undefined;
  if (!data || typeof data !== 'object') return undefined;
  const body = data as Record<string, unknown>;
  for (const key of ['message', 'error_description', 'errorMessage', 'title', 'error']) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  if (body.errors && typeof body.errors === 'object') {
    const first = Object.values(body.errors as Record<string, unknown>).flat()[0];
    if (typeof first === 'string') return first;
  }
  return undefined;
}

/**
 * The notice for a failed call. `status` 0 means no response (network failure).
 * Returns null for 401, which the http client handles by refreshing the token.
 */
export function errorNotice(
  status: number,
  data: unknown,
  context: ErrorContext = 'default',
): Notice | null {
  const signIn = context === 'signIn';
  switch (status) {
    case 503:
      return { kind: 'error', title: signIn ? MSG.deploymentSignIn : MSG.deployment };
    case 500:
      return { kind: 'error', title: signIn ? MSG.serverSignIn : MSG.server };
    case 404:
      return { kind: 'error', title: MSG.notFound };
    case 403:
      return signIn
        ? { kind: 'error', title: MSG.permissionSignIn }
        : { kind: 'error', title: MSG.permission, description: MSG.permissionDetail };
    case 401:
      return null;
    case 400: {
      const text = serverMessage(data);
      return {
        kind: 'warning',
        title: text ?? MSG.requestFailed,
        description: text ? MSG.requestFailed : undefined,
      };
    }
    default:
      return { kind: 'error', title: MSG.requestFailed };
  }
}

/**
 * A failed call, described once by the http client: the HTTP status (0 when there was no
 * response), the server's own message if it sent one, the catalogue notice for the status
 * and the raw body. Screens read these fields instead of parsing response bodies.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's human message, when the body carries one. */
  readonly serverMessage: string | undefined;
  /** The catalogue notice for this failure (null for 401 and for failures that are not HTTP calls). */
  readonly notice: Notice | null;
  readonly body: unknown;

  constructor(status: number, body: unknown, notice: Notice | null, options?: { cause?: unknown }) {
    const text = serverMessage(body);
    super(text ?? notice?.title ?? MSG.requestFailed, options);
    this.status = status;
    this.serverMessage = text;
    this.notice = notice;
    this.body = body;
  }
}

/** The ApiError of a failed axios call, with the catalogue wording its request asked for. */
export function httpFailure(error: AxiosError): ApiError {
  const status = error.response?.status ?? 0;
  const body = error.response?.data;
  return new ApiError(status, body, errorNotice(status, body, error.config?.errorContext), {
    cause: error,
  });
}

/** Any caught failure as an ApiError; a failure that is not an HTTP call gets status 0 and no notice. */
export function apiErrorOf(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) return httpFailure(error);
  return new ApiError(0, undefined, null, { cause: error });
}
