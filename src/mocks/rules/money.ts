/**
 * The amounts of money the server accepts, in one place (spec 1 §5 and §9, spec 3 §5). Amounts
 * are US dollars: money is entered with up to 2 decimals, the amount to lock when joining and a
 * bid are whole dollars, and the join's amount has two markers, -1 (pre-register) and 0
 * (spectate). Nothing else below an amount's minimum, and no fraction of a cent, is accepted.
 */

/** How one kind of amount may be written. */
export interface AmountRule {
  /** Up to 2 decimals (cents) when true; whole dollars otherwise. */
  readonly cents: boolean;
  /** The smallest ordinary amount. */
  readonly min: number;
  /** Values accepted although below `min` (spec 1 §4: -1 pre-registers, 0 spectates). */
  readonly markers?: readonly number[];
}

/** Designed: the largest amount of any kind, the most a whole number of cents stays exact at. */
export const MAX_AMOUNT = Math.floor(Number.MAX_SAFE_INTEGER / 100);

export const AMOUNTS = {
  /** The amount a bidder locks when joining (spec 1 §5: an integer, min 0; 0 spectates, -1 pre-registers). */
  join: { cents: false, min: 0, markers: [-1] },
  /** A change of the locked amount: whole dollars, 0 spectates (spec 1 §4). */
  lockedAmount: { cents: false, min: 0 },
  /** A bid, the bidder's own or placed for them (spec 1 §5: an integer). */
  bid: { cents: false, min: 1 },
  /** The amount locked for a bidder added in the room (spec 3 §5: required, with 2 decimals). */
  roomLock: { cents: true, min: 0.01 },
  /** A lot's opening price (spec 1 §5: shown with 2 decimals); 0 is the default (spec 2 §9). */
  openingPrice: { cents: true, min: 0 },
  /** A lot's minimum increment: money (2 decimals); 0 stands for the default of 1 (spec 1 §9). */
  lotIncrement: { cents: true, min: 0 },
  /** The minimum increment changed in the room: at least 1, the default (spec 1 §9). */
  liveIncrement: { cents: true, min: 1 },
} as const satisfies Record<string, AmountRule>;

/** Why an amount is refused. */
export type AmountProblem = 'notAnAmount' | 'tooSmall' | 'fraction';

/** Whole cents: the amount is its own value rounded to 2 decimals. */
const isWholeCents = (v: number) => Math.round(v * 100) / 100 === v;

/** Why `v` is not an amount of this kind, or null when it is (numbers only, never text). */
export function amountProblem(v: unknown, rule: AmountRule): AmountProblem | null {
  if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > MAX_AMOUNT)
    return 'notAnAmount';
  if (rule.markers?.includes(v)) return null;
  if (v < rule.min) return 'tooSmall';
  if (!(rule.cents ? isWholeCents(v) : Number.isInteger(v))) return 'fraction';
  return null;
}

/** The number a posted field holds, or NaN for anything else (text included). */
export const asAmount = (v: unknown): number => (typeof v === 'number' ? v : NaN);

/** An amount sent as text (the JSON patch of the minimum increment): plain decimal digits only. */
export const amountOfText = (v: unknown): number =>
  typeof v === 'string' && /^\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN;
