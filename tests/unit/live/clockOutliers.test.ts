import {
  clockOffset,
  judgeStreamSample,
  onResyncNeeded,
  resetClock,
  subscribeClock,
  RESYNC_INTERVAL_MS,
  syncClock,
  syncClockFromStream,
  type StreamClock,
} from '../../../src/live/clock';

const clock = (over: Partial<StreamClock> = {}): StreamClock => ({
  offset: 1_000,
  restOffset: 1_000,
  outliers: [],
  resyncAt: null,
  ...over,
});

describe('judging the server time of a stream message', () => {
  it.each<[string, StreamClock, number, string, Partial<StreamClock>]>([
    [
      'no servertime yet: a larger offset is taken',
      clock({ restOffset: null }),
      90_000,
      'take',
      { offset: 90_000 },
    ],
    [
      'no servertime yet: a smaller one is kept',
      clock({ restOffset: null }),
      500,
      'keep',
      { offset: 1_000 },
    ],
    ['near the servertime, less delay: taken', clock(), 1_300, 'take', { offset: 1_300 }],
    ['near the servertime, more delay: kept', clock(), 700, 'keep', { offset: 1_000 }],
    ['a sample 19 ms better is noise: kept', clock(), 1_019, 'keep', { offset: 1_000 }],
    ['5 s ahead of the servertime is still in bounds', clock(), 6_000, 'take', { offset: 6_000 }],
    [
      'far in the future: rejected',
      clock(),
      3_600_000,
      'reject',
      { offset: 1_000, outliers: [3_600_000] },
    ],
    [
      'far in the past: rejected',
      clock(),
      -60_000,
      'reject',
      { offset: 1_000, outliers: [-60_000] },
    ],
    [
      'a sample in bounds ends a run of outliers',
      clock({ outliers: [90_000, 90_100] }),
      1_200,
      'take',
      { outliers: [] },
    ],
    [
      'a second agreeing outlier: still rejected',
      clock({ outliers: [90_000] }),
      90_400,
      'reject',
      { outliers: [90_000, 90_400] },
    ],
    [
      'an outlier that disagrees starts a new run',
      clock({ outliers: [90_000, 90_100] }),
      200_000,
      'reject',
      { outliers: [200_000] },
    ],
    [
      'the third agreeing outlier asks the server again',
      clock({ outliers: [90_000, 90_100] }),
      90_200,
      'resync',
      { offset: 1_000, outliers: [], resyncAt: 5_000_000 },
    ],
    [
      'not again within the resync interval',
      clock({ outliers: [90_000, 90_100], resyncAt: 5_000_000 - 1_000 }),
      90_200,
      'reject',
      { outliers: [90_000, 90_100, 90_200] },
    ],
    [
      'again once the interval is over',
      clock({ outliers: [90_000, 90_100], resyncAt: 5_000_000 - RESYNC_INTERVAL_MS }),
      90_200,
      'resync',
      { outliers: [] },
    ],
  ])('%s', (_, before, sample, verdict, after) => {
    const judged = judgeStreamSample(before, sample, 5_000_000);
    expect(judged.verdict).toBe(verdict);
    expect(judged.clock).toMatchObject(after);
  });
});

describe('the clock with stream outliers', () => {
  const local = Date.UTC(2026, 10, 22, 12, 0, 0);
  const at = (ms: number) => new Date(local + ms).toISOString();
  const log = { warn: vi.fn() };
  afterEach(() => {
    resetClock();
    log.warn.mockReset();
  });

  it('one frame with a far-future server time moves no countdown, and is logged', () => {
    syncClock(at(2_000), local, 0);
    const changed = vi.fn();
    const stop = subscribeClock(changed);
    syncClockFromStream(at(3_600_000), local, log);
    expect(clockOffset()).toBe(2_000);
    expect(changed).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledTimes(1);
    syncClockFromStream(at(2_500), local, log);
    expect(clockOffset()).toBe(2_500);
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
  });

  it('consecutive agreeing outliers ask for the server time again, once per interval', () => {
    syncClock(at(2_000), local, 0);
    const resync = vi.fn();
    const stop = onResyncNeeded(resync);
    for (let i = 0; i < 6; i++) syncClockFromStream(at(60_000 + i * 100), local + i * 100, log);
    expect(clockOffset()).toBe(2_000);
    expect(resync).toHaveBeenCalledTimes(1);
    stop();
    syncClockFromStream(at(60_000), local + RESYNC_INTERVAL_MS, log);
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('the servertime answer starts a new reference', () => {
    syncClock(at(2_000), local, 0);
    syncClockFromStream(at(60_000), local, log);
    syncClockFromStream(at(60_000), local, log);
    // The server answers: its clock did move.
    syncClock(at(60_000), local, 0);
    expect(clockOffset()).toBe(60_000);
    syncClockFromStream(at(60_300), local, log);
    expect(clockOffset()).toBe(60_300);
  });
});
