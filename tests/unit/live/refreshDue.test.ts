import { refreshDue } from '../../../src/live/streamAuth';

const at = 1_000_000;

describe('refreshing a live view ahead of the token expiry', () => {
  it.each([
    // [lifetime ms, ms left, due]
    [300_000, 60_000, false],
    [300_000, 30_001, false],
    [300_000, 30_000, true],
    [300_000, 5_000, true],
    [300_000, -1_000, true],
    [20_000, 7_000, false],
    [20_000, 6_666, true],
    [20_000, 1_000, true],
  ])('lifetime %i ms with %i ms left: due %s', (lifetimeMs, left, due) => {
    expect(refreshDue({ at, lifetimeMs }, at - left)).toBe(due);
  });

  it('is never due when the expiry is unknown', () => {
    expect(refreshDue(null, at)).toBe(false);
  });
});
