import type { AuctionType, StartType } from '../db/types';
import { isTime } from './format';

export const AUCTION_TYPES: readonly AuctionType[] = ['Online', 'InPerson', 'Hybrid'];
export const START_TYPES: readonly StartType[] = ['Auto', 'Manual'];

/** The server's wording of its auction refusals (spec 2 section 5). */
export const AUCTION_ERRORS = {
  type: 'Auction type is required!',
  startType: 'Auction start type is required!',
  times: 'Auction start and stop times are required!',
  stopBeforeStart: 'Auction stop time cannot be before the start time!',
  sameTimes: 'Auction start and stop times cannot be same!',
  startInPast: 'Auction start time cannot be in the past!',
  location: 'Auction location is required!',
  extension: 'Extension minutes must be whole numbers!',
} as const;

const minuteOf = (t: string | number) => Math.floor(new Date(t).getTime() / 60_000);

/** Stop after start (to the minute, never the same minute), start not in the past. */
export function auctionTimesError(start: string, stop: string, now: number): string | null {
  const [a, b] = [minuteOf(start), minuteOf(stop)];
  if (b < a) return AUCTION_ERRORS.stopBeforeStart;
  if (b === a) return AUCTION_ERRORS.sameTimes;
  if (a < minuteOf(now)) return AUCTION_ERRORS.startInPast;
  return null;
}

/** Extension minutes: absent, or a whole number of minutes, never negative. */
export const extensionMinutes = (v: unknown): number =>
  v == null || v === '' ? 0 : typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : NaN;

export interface AuctionSettings {
  type?: unknown;
  startType?: unknown;
  startTime?: unknown;
  stopTime?: unknown;
  timeLeft?: unknown;
  extraTime?: unknown;
  location?: unknown;
}

/** The auction settings a create or an update must satisfy; the first refusal, or null. */
export function auctionSettingsError(b: AuctionSettings, now: number): string | null {
  if (!AUCTION_TYPES.includes(b.type as AuctionType)) return AUCTION_ERRORS.type;
  if (!START_TYPES.includes(b.startType as StartType)) return AUCTION_ERRORS.startType;
  if (!isTime(b.startTime) || !isTime(b.stopTime)) return AUCTION_ERRORS.times;
  const timeError = auctionTimesError(b.startTime, b.stopTime, now);
  if (timeError) return timeError;
  if (b.type !== 'Online' && (typeof b.location !== 'string' || !b.location.trim()))
    return AUCTION_ERRORS.location;
  if (Number.isNaN(extensionMinutes(b.timeLeft)) || Number.isNaN(extensionMinutes(b.extraTime)))
    return AUCTION_ERRORS.extension;
  return null;
}
