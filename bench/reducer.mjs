// Reducer figures: events per second through the live reducer for a lot with 5,000 bids,
// and the time for a 1,000-event burst (median of 5). Runs the TypeScript source through Vite's SSR loader.
import { createServer } from 'vite';
import { resolve } from 'node:path';

export async function reducerFigures() {
  const server = await createServer({
    root: resolve(import.meta.dirname, '..'),
    logLevel: 'error',
    server: { middlewareMode: true },
    appType: 'custom',
  });
  try {
    const { liveReducer } = await server.ssrLoadModule('/src/live/reducer.ts');
    const T = (ms) => new Date(Date.UTC(2026, 0, 1) + ms).toISOString();
    const bid = (i) => ({
      id: `m${i}`,
      event: 4,
      errorMsg: '',
      biddersList: [],
      priorBids: [],
      minBidIncrements: null,
      serverDateTime: T(i * 10),
      lot: {
        id: 1,
        startedTime: T(0),
        stopTime: null,
        stoppedTime: null,
        winner: null,
        nextId: null,
        stopAlertElapsedSeconds: 0,
      },
      bidder: {
        id: 1 + (i % 7),
        userName: 'u',
        paddleNumber: 101,
        bid: { id: i, amount: 1000 + i, createdDate: T(i * 10) },
      },
    });
    let state = liveReducer({}, { type: 'track', lotIds: [1] });
    for (let i = 1; i <= 5000; i++)
      state = liveReducer(state, { type: 'message', message: bid(i) });
    const burst = Array.from({ length: 1000 }, (_, k) => bid(5001 + k));
    // The same burst into the same 5,000-bid state, five times: the median (one pass can meet a
    // garbage collection or a busy moment of the machine).
    const times = [];
    for (let pass = 0; pass < 5; pass++) {
      const t0 = performance.now();
      let s = state;
      for (const m of burst) s = liveReducer(s, { type: 'message', message: m });
      times.push(performance.now() - t0);
    }
    const ms = times.sort((a, b) => a - b)[2];
    return [
      { name: 'reducer_burst_1000_ms', value: ms.toFixed(1), budget: 100 },
      { name: 'reducer_events_per_s', value: Math.round(1000 / (ms / 1000)), budget: null },
    ];
  } finally {
    await server.close();
  }
}
