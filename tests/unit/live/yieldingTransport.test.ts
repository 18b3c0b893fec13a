import { grpc } from '@improbable-eng/grpc-web';
import { SLICE_BYTES, yieldingTransport } from '../../../src/live/yieldingTransport';

describe('yielding transport', () => {
  it('hands a large chunk on in slices across tasks, in order, with the end last', async () => {
    const seen: string[] = [];
    let inner!: grpc.TransportOptions;
    const fake: grpc.TransportFactory = (options) => {
      inner = options;
      return { sendMessage: () => {}, finishSend: () => {}, start: () => {}, cancel: () => {} };
    };
    const wrapped = yieldingTransport(fake)({
      methodDefinition: {} as grpc.MethodDefinition<never, never>,
      debug: false,
      url: 'http://x',
      onHeaders: () => seen.push('headers'),
      onChunk: (bytes) => seen.push(`chunk ${bytes.length} ${bytes[0]}`),
      onEnd: () => seen.push('end'),
    });
    expect(wrapped).toBeTruthy();
    const big = new Uint8Array(SLICE_BYTES * 2 + 10).map((_, i) => Math.floor(i / SLICE_BYTES));
    inner.onHeaders({} as grpc.Metadata, 200);
    inner.onChunk(big);
    inner.onEnd();
    // Nothing runs synchronously: the page keeps the current task.
    expect(seen).toEqual([]);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual([
      'headers',
      `chunk ${SLICE_BYTES} 0`,
      `chunk ${SLICE_BYTES} 1`,
      'chunk 10 2',
      'end',
    ]);
  });

  it('opens the stream with a low-priority fetch of the same origin', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    // The transport calls the browser's `self.fetch`.
    vi.stubGlobal('self', globalThis);
    const transport = yieldingTransport()({
      methodDefinition: {} as grpc.MethodDefinition<never, never>,
      debug: false,
      url: 'http://x/auction.AuctionSubscription/Subscribe',
      onHeaders: () => {},
      onChunk: () => {},
      onEnd: () => {},
    });
    transport.start(new grpc.Metadata());
    transport.sendMessage(new Uint8Array([0, 0, 0, 0, 0]));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith(
      'http://x/auction.AuctionSubscription/Subscribe',
      expect.objectContaining({ method: 'POST', priority: 'low', credentials: 'same-origin' }),
    );
    transport.cancel();
  });
});
