import { runUntilSettled, settled } from '../../bench/settled.mjs';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe('a figure measured until its verdict is settled', () => {
  it.each([
    // values so far, budget, cmp, most runs, settled
    [[10, 12, 11], 33, '<=', 5, true],
    [[10, 40], 33, '<=', 5, false],
    [[10, 40, 12], 33, '<=', 5, false],
    [[10, 40, 12, 11], 33, '<=', 5, true],
    [[40, 41, 12, 50], 33, '<=', 5, true],
    [[33, 33, 33], 33, '<=', 5, true],
    [[84, 90, 81], 80, '>=', 5, true],
    [[84, 79, 81, 78], 80, '>=', 5, false],
    [[100, 98], 90, '>=', 3, true],
    [[100, 70], 90, '>=', 3, false],
  ] as const)('%j against %d (%s, of %d): %s', (values, budget, cmp, most, expected) => {
    expect(settled([...values], budget, cmp, most)).toBe(expected);
  });

  it('stops at the first settled run, and its median is on the side all runs would give', async () => {
    const series = [
      [10, 11, 12, 90, 90],
      [10, 90, 11, 90, 12],
      [90, 90, 10, 90, 10],
      [31, 35, 33, 34, 32],
    ];
    for (const values of series) {
      const runs = await runUntilSettled(
        (i) => Promise.resolve(values[i]),
        [{ pick: (v) => v, budget: 33, cmp: '<=' }],
        5,
      );
      expect(median(runs) <= 33).toBe(median(values) <= 33);
    }
    const quick = await runUntilSettled(
      (i) => Promise.resolve([1, 2, 3, 90, 90][i]),
      [{ pick: (v) => v, budget: 33 }],
      5,
    );
    expect(quick).toEqual([1, 2, 3]);
  });

  it('runs on while any one check is open', async () => {
    const runs = await runUntilSettled(
      (i) => Promise.resolve({ a: 1, b: [10, 90, 10, 90, 10][i] }),
      [
        { pick: (r) => r.a, budget: 5 },
        { pick: (r) => r.b, budget: 33 },
      ],
      5,
    );
    expect(runs).toHaveLength(5);
  });
});
