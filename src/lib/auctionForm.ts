import dayjs, { type ConfigType, type Dayjs } from 'dayjs';

/** The auction form's rules (spec 2 section 5, "Auction save/create"), shared by create and settings. */

/** Auction type and start type (spec 1 section 4, spec 2 section 3); the contract reads these too. */
export const AUCTION_TYPES = ['Online', 'InPerson', 'Hybrid'] as const;
export const AUCTION_START_TYPES = ['Auto', 'Manual'] as const;
export type AuctionType = (typeof AUCTION_TYPES)[number];
export type AuctionStartType = (typeof AUCTION_START_TYPES)[number];

export const AUCTION_TYPE_LABEL: Record<AuctionType, string> = {
  Online: 'Online',
  InPerson: 'In Person',
  Hybrid: 'Hybrid',
};
export const START_TYPE_LABEL: Record<AuctionStartType, string> = {
  Auto: 'Auto',
  Manual: 'Manual',
};

/** Time pickers step 5 minutes (spec 2 section 9). */
export const TIME_STEP_MINUTES = 5;
/** How the form shows dates: MM/DD/YYYY h:mm A. */
export const AUCTION_DATE_FORMAT = 'MM/DD/YYYY h:mm A';

/** Messages of the auction form, word for word. */
export const AUCTION_MSG = {
  stopBeforeStart: 'Auction stop time cannot be before the start time!',
  sameTimes: 'Auction start and stop times cannot be same!',
  startInPast: 'Auction start time cannot be in the past!',
} as const;

/** Field labels the spec names. */
export const AUCTION_LABEL = {
  timeLeft: 'If, bid within: (min.)',
  extraTime: 'Extend the time by (min.)',
} as const;

/** The values of the auction form. */
export interface AuctionFormValues {
  type: AuctionType;
  startType: AuctionStartType;
  start: Dayjs;
  stop: Dayjs;
  /** Auto start only: bids near the end extend the stop time. */
  extendable: boolean;
  /** Minutes before the stop time in which a bid extends the auction. */
  timeLeft?: number | null;
  /** Minutes the stop time moves by. */
  extraTime?: number | null;
  /** Required unless the type is Online. */
  location?: string;
  isTest: boolean;
}

/** The stop time's rule against the start: not before it, not the same minute. */
export function stopTimeError(
  start: Dayjs | null | undefined,
  stop: Dayjs | null | undefined,
): string | null {
  if (!start || !stop) return null;
  if (stop.isBefore(start, 'minute')) return AUCTION_MSG.stopBeforeStart;
  if (stop.isSame(start, 'minute')) return AUCTION_MSG.sameTimes;
  return null;
}

/** The start time's rule: not in the past (to the minute). */
export function startTimeError(
  start: Dayjs | null | undefined,
  now: ConfigType = dayjs(),
): string | null {
  return start && start.isBefore(dayjs(now), 'minute') ? AUCTION_MSG.startInPast : null;
}

/** The next 5-minute mark strictly after `now`, seconds cleared (10:02 → 10:05, 10:05:00 → 10:10). */
export function nextFiveMinuteMark(now: ConfigType = dayjs()): Dayjs {
  const t = dayjs(now).second(0).millisecond(0);
  const step = TIME_STEP_MINUTES;
  return t.add(step - (t.minute() % step), 'minute');
}

/** Whether the location applies (every type except Online). */
export const needsLocation = (type: AuctionType | undefined) => !!type && type !== 'Online';

/** Whether the extension fields apply: an extendable auto-start auction. */
export const extendsTime = (v: Pick<AuctionFormValues, 'startType' | 'extendable'>) =>
  v.startType === 'Auto' && !!v.extendable;

/** The confirmation when other auctions start at the same time. */
export const sameTimeMessage = (n: number) =>
  `Found ${n} auction(s) at the same time! Do you wish to proceed?`;

const minuteIso = (d: Dayjs) => d.second(0).millisecond(0).toISOString();

/** The request body from the form values (POST /api/auctions and the settings update). */
export function toAuctionPayload(values: AuctionFormValues) {
  const ext = extendsTime(values);
  return {
    type: values.type,
    startType: values.startType,
    startTime: minuteIso(values.start),
    stopTime: minuteIso(values.stop),
    timeLeft: ext ? Number(values.timeLeft) || 0 : 0,
    extraTime: ext ? Number(values.extraTime) || 0 : 0,
    isTest: !!values.isTest,
    ...(needsLocation(values.type) ? { location: (values.location ?? '').trim() } : {}),
  };
}

/** A new auction's starting values: start at the next 5-minute mark, stop an hour later. */
export function newAuctionValues(now: ConfigType = dayjs()): AuctionFormValues {
  const start = nextFiveMinuteMark(now);
  return {
    type: 'Online',
    startType: 'Manual',
    start,
    stop: start.add(1, 'hour'),
    extendable: false,
    timeLeft: null,
    extraTime: null,
    location: '',
    isTest: false,
  };
}

/** The form values of a stored auction (settings form). */
export function auctionToFormValues(a: {
  type: AuctionType;
  startType: AuctionStartType;
  startTime: string;
  stopTime?: string | null;
  timeLeft?: number | null;
  extraTime?: number | null;
  location?: string | null;
  isTest?: boolean;
}): AuctionFormValues {
  const start = dayjs(a.startTime);
  const extendable = a.startType === 'Auto' && ((a.timeLeft ?? 0) > 0 || (a.extraTime ?? 0) > 0);
  return {
    type: a.type,
    startType: a.startType,
    start,
    stop: a.stopTime ? dayjs(a.stopTime) : start.add(1, 'hour'),
    extendable,
    timeLeft: extendable ? (a.timeLeft ?? 0) : null,
    extraTime: extendable ? (a.extraTime ?? 0) : null,
    location: a.location ?? '',
    isTest: !!a.isTest,
  };
}
