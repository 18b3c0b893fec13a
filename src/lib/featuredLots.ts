/** The empty featured list, on the home page and in the admin's featured lots (spec 1 section 8). */
export const NO_FEATURED = 'No featured lots';

/** The admin's lot search found nothing. */
export const NO_LOTS_FOUND = 'No lots found.';

/**
 * Featured lots, the most recently featured first, so a lot an admin has just marked leads the
 * home carousel; lots without a featured date keep their order (the auction date) after them.
 */
export function newestFeaturedFirst<T extends { featuredDate?: string | null }>(
  rows: readonly T[],
) {
  const time = (r: T) => (r.featuredDate ? new Date(r.featuredDate).getTime() : NaN);
  return rows
    .map((row, index) => ({ row, index, t: time(row) }))
    .sort((a, b) => {
      const aDated = Number.isFinite(a.t);
      const bDated = Number.isFinite(b.t);
      if (aDated && bDated && a.t !== b.t) return b.t - a.t;
      if (aDated !== bDated) return aDated ? -1 : 1;
      return a.index - b.index;
    })
    .map((x) => x.row);
}
