import { grpc } from '@improbable-eng/grpc-web';

/**
 * The fetch transport for jsdom: each chunk is copied into this realm's Uint8Array
 * before google-protobuf reads it (MSW's XHR interception would corrupt binary bodies).
 */
export const jsdomTransport: grpc.TransportFactory = (options) =>
  grpc.FetchReadableStreamTransport({})({
    ...options,
    onChunk: (chunk, flush) => options.onChunk(Uint8Array.from(chunk), flush),
  });
