import { backoffDelay } from '../../../src/live/stream';

describe('reconnect backoff', () => {
  it('grows exponentially, is capped, and is jittered between half and all of the ceiling', () => {
    expect(backoffDelay(0, 1000, 30_000, () => 0)).toBe(500);
    expect(backoffDelay(0, 1000, 30_000, () => 1)).toBe(1000);
    expect(backoffDelay(3, 1000, 30_000, () => 1)).toBe(8000);
    expect(backoffDelay(10, 1000, 30_000, () => 1)).toBe(30_000);
    expect(backoffDelay(100, 1000, 30_000, () => 0.5)).toBe(22_500);
  });
});
