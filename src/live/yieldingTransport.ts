import { grpc } from '@improbable-eng/grpc-web';

/** Bytes of stream data handed to the decoder per step (about 25 bid messages). */
export const SLICE_BYTES = 4096;
/**
 * Decoding per task before yielding to the page (input, frames), in ms: the messages decoded are
 * then reduced in the same task (the live store), so a task holds about twice this at 4x CPU.
 */
export const SLICE_BUDGET_MS = 4;

/** Runs queued steps in order, a few milliseconds per task, yielding between tasks. */
function taskQueue() {
  const queue: Array<() => void> = [];
  let scheduled = false;
  const channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
  const run = () => {
    scheduled = false;
    const start = performance.now();
    while (queue.length && performance.now() - start < SLICE_BUDGET_MS) queue.shift()!();
    if (queue.length) schedule();
  };
  if (channel) channel.port1.onmessage = run;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    if (channel) channel.port2.postMessage(null);
    else setTimeout(run, 0);
  };
  return {
    push(step: () => void) {
      queue.push(step);
      schedule();
    },
    close() {
      channel?.port1.close();
    },
  };
}

/**
 * The browser's streaming fetch, at low priority: a stream stays open for the whole visit, so the
 * page's scripts, images and API calls go before it, and the page counts as loaded while it is
 * open (a high-priority request that never ends keeps a page 'loading' for tools that wait on it).
 */
const lowPriorityFetch = grpc.FetchReadableStreamTransport({
  credentials: 'same-origin',
  priority: 'low',
});

/**
 * Wraps a grpc-web transport so a large burst of stream data is decoded in slices
 * across tasks: a 1,000-message burst never blocks the page in one long task.
 * Headers, data and the end keep their order.
 */
export function yieldingTransport(inner?: grpc.TransportFactory): grpc.TransportFactory {
  const base = inner ?? lowPriorityFetch;
  return (options) => {
    const tasks = taskQueue();
    return base({
      ...options,
      onHeaders: (headers, status) => tasks.push(() => options.onHeaders(headers, status)),
      onChunk: (bytes, flush) => {
        for (let i = 0; i < bytes.length; i += SLICE_BYTES) {
          const part = bytes.subarray(i, i + SLICE_BYTES);
          tasks.push(() => options.onChunk(part, flush));
        }
      },
      onEnd: (err) =>
        tasks.push(() => {
          options.onEnd(err);
          tasks.close();
        }),
    });
  };
}
