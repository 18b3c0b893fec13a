import {
  backoffDelay,
  EARLY_ATTEMPTS,
  EARLY_CAP_MS,
  reconnectDelay,
} from '../../../src/live/retry';

describe('reconnect backoff', () => {
  it('grows exponentially, is capped, and is jittered between half and all of the ceiling', () => {
    expect(backoffDelay(0, 1000, 30_000, () => 0)).toBe(500);
    expect(backoffDelay(0, 1000, 30_000, () => 1)).toBe(1000);
    expect(backoffDelay(3, 1000, 30_000, () => 1)).toBe(8000);
    expect(backoffDelay(10, 1000, 30_000, () => 1)).toBe(30_000);
    expect(backoffDelay(100, 1000, 30_000, () => 0.5)).toBe(22_500);
  });
});

describe('reconnect delay after a drop', () => {
  it('with the product backoff the first three attempts together stay under 5 s', () => {
    const product = { baseMs: 1000, maxMs: 30_000 };
    const worst = [0, 1, 2].map((a) => reconnectDelay(a, product, () => 1));
    expect(worst).toEqual([1000, EARLY_CAP_MS, EARLY_CAP_MS]);
    expect(worst.reduce((x, y) => x + y)).toBeLessThan(5000);
    // Later attempts back off as before.
    expect(reconnectDelay(EARLY_ATTEMPTS, product, () => 1)).toBe(8000);
  });
});
