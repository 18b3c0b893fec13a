/** grpc-web wire format: 5-byte frame header (flag, big-endian length) then the payload. */
const DATA = 0x00;
const TRAILER = 0x80;

export const GRPC_WEB_CONTENT_TYPE = 'application/grpc-web+proto';

export function frame(payload: Uint8Array, flag = DATA): Uint8Array {
  const out = new Uint8Array(5 + payload.length);
  out[0] = flag;
  new DataView(out.buffer).setUint32(1, payload.length, false);
  out.set(payload, 5);
  return out;
}

/** The trailer frame that ends a call. */
export function trailers(status: number, message = ''): Uint8Array {
  const text = `grpc-status:${status}\r\ngrpc-message:${encodeURIComponent(message)}\r\n`;
  return frame(new TextEncoder().encode(text), TRAILER);
}

/** The data frames of a request or response body (trailer frames skipped). */
export function readFrames(body: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = [];
  let at = 0;
  while (at + 5 <= body.length) {
    const flag = body[at];
    const length = new DataView(body.buffer, body.byteOffset + at + 1, 4).getUint32(0, false);
    const payload = body.slice(at + 5, at + 5 + length);
    if (payload.length < length) break;
    if (flag === DATA) out.push(payload);
    at += 5 + length;
  }
  return out;
}

/** grpc status codes used by the simulator. */
export const Status = {
  OK: 0,
  INVALID_ARGUMENT: 3,
  NOT_FOUND: 5,
  PERMISSION_DENIED: 7,
  UNAUTHENTICATED: 16,
  UNAVAILABLE: 14,
} as const;

/** A call refused before any message: headers only, status in the headers. */
export function headersOnlyError(status: number, message: string): Response {
  return new Response(null, {
    status: 200,
    headers: {
      'Content-Type': GRPC_WEB_CONTENT_TYPE,
      'grpc-status': String(status),
      'grpc-message': encodeURIComponent(message),
      'Access-Control-Expose-Headers': 'grpc-status, grpc-message',
    },
  });
}
