// Runs a measurement until the verdict of each of its checked medians is settled.

/** Whether `value` is within `budget` (`cmp` '<=' for times and sizes, '>=' for scores). */
export const within = (value, budget, cmp = '<=') =>
  cmp === '>=' ? value >= budget : value <= budget;

/**
 * Whether the median of up to `most` runs is already on one side of the budget whatever the runs
 * left would give: more than half of `most` runs are on that side.
 */
export function settled(values, budget, cmp, most) {
  const need = Math.floor(most / 2) + 1;
  const inside = values.filter((v) => within(v, budget, cmp)).length;
  return inside >= need || values.length - inside >= need;
}

/**
 * Runs `once` up to `most` times and stops as soon as every check's verdict is settled (so a
 * figure well inside or well over its budget takes 3 of 5 runs, a close one all 5). A check is
 * `{ pick, budget, cmp }`: `pick` reads the checked value from one run's result. The median of
 * the runs made is on the same side of each budget as the median of all `most` would be.
 */
export async function runUntilSettled(once, checks, most) {
  const runs = [];
  while (runs.length < most) {
    runs.push(await once(runs.length));
    const done = checks.every(({ pick, budget, cmp }) =>
      settled(runs.map(pick), budget, cmp, most),
    );
    if (done) break;
  }
  return runs;
}
