import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  AUCTION_MSG,
  auctionToFormValues,
  extendsTime,
  needsLocation,
  newAuctionValues,
  nextFiveMinuteMark,
  sameTimeMessage,
  startTimeError,
  stopTimeError,
  toAuctionPayload,
  type AuctionFormValues,
} from '../../src/lib/auctionForm';

const now = dayjs('2030-05-10T10:02:30');
const at = (hhmm: string, day = '2030-05-10') => dayjs(`${day}T${hhmm}:00`);

const values = (over: Partial<AuctionFormValues> = {}): AuctionFormValues => ({
  type: 'Online',
  startType: 'Manual',
  start: at('11:00'),
  stop: at('12:00'),
  extendable: false,
  timeLeft: null,
  extraTime: null,
  location: '',
  isTest: false,
  ...over,
});

describe('messages', () => {
  it('are the spec wording', () => {
    expect(AUCTION_MSG.stopBeforeStart).toBe('Auction stop time cannot be before the start time!');
    expect(AUCTION_MSG.sameTimes).toBe('Auction start and stop times cannot be same!');
    expect(AUCTION_MSG.startInPast).toBe('Auction start time cannot be in the past!');
  });
});

describe('auction time rules', () => {
  it('accepts a future start with a later stop', () => {
    expect(stopTimeError(at('11:00'), at('11:05'))).toBeNull();
    expect(startTimeError(at('11:00'), now)).toBeNull();
  });

  it('refuses a stop before the start', () => {
    expect(stopTimeError(at('11:00'), at('10:55'))).toBe(AUCTION_MSG.stopBeforeStart);
    expect(stopTimeError(at('11:00'), at('11:00', '2030-05-09'))).toBe(AUCTION_MSG.stopBeforeStart);
  });

  it('refuses equal start and stop, also when only the seconds differ', () => {
    expect(stopTimeError(at('11:00'), at('11:00'))).toBe(AUCTION_MSG.sameTimes);
    expect(stopTimeError(at('11:00'), at('11:00').add(40, 's'))).toBe(AUCTION_MSG.sameTimes);
  });

  it('refuses a start in the past, to the minute', () => {
    expect(startTimeError(at('10:00'), now)).toBe(AUCTION_MSG.startInPast);
    expect(startTimeError(at('10:01'), now)).toBe(AUCTION_MSG.startInPast);
    // The current minute is not the past.
    expect(startTimeError(at('10:02'), now)).toBeNull();
  });

  it('leaves missing times to the required rule', () => {
    expect(stopTimeError(null, null)).toBeNull();
    expect(startTimeError(null, now)).toBeNull();
    expect(stopTimeError(at('11:00'), undefined)).toBeNull();
    expect(stopTimeError(undefined, at('11:00'))).toBeNull();
    expect(startTimeError(undefined, now)).toBeNull();
    expect(stopTimeError(at('09:00'), null)).toBeNull();
    expect(startTimeError(at('09:00'), now)).toBe(AUCTION_MSG.startInPast);
  });

  it('splits into the stop rule and the start rule', () => {
    expect(stopTimeError(at('11:00'), at('10:00'))).toBe(AUCTION_MSG.stopBeforeStart);
    expect(stopTimeError(at('09:00'), at('10:00'))).toBeNull();
    expect(startTimeError(at('09:00'), now)).toBe(AUCTION_MSG.startInPast);
    expect(startTimeError(at('10:05'), now)).toBeNull();
  });
});

describe('nextFiveMinuteMark', () => {
  it('rounds up to the next mark and clears seconds', () => {
    const m = nextFiveMinuteMark(now);
    expect(m.format('HH:mm:ss.SSS')).toBe('10:05:00.000');
  });

  it('moves to the following mark when exactly on a mark', () => {
    expect(nextFiveMinuteMark(at('10:05')).format('HH:mm')).toBe('10:10');
  });

  it('a second past a mark goes to the next one', () => {
    expect(nextFiveMinuteMark(at('10:05').add(1, 's')).format('HH:mm')).toBe('10:10');
    expect(nextFiveMinuteMark(at('10:09').add(59, 's')).format('HH:mm')).toBe('10:10');
  });

  it('crosses the hour and the day', () => {
    expect(nextFiveMinuteMark(at('10:58')).format('HH:mm')).toBe('11:00');
    expect(nextFiveMinuteMark(at('23:57')).format('YYYY-MM-DD HH:mm')).toBe('2030-05-11 00:00');
  });

  it('is never in the past', () => {
    expect(startTimeError(nextFiveMinuteMark(now), now)).toBeNull();
  });
});

describe('toAuctionPayload', () => {
  it('builds the POST /api/auctions body and omits the location for Online', () => {
    const body = toAuctionPayload(values({ location: 'Somewhere' }));
    expect(body).toEqual({
      type: 'Online',
      startType: 'Manual',
      startTime: at('11:00').toISOString(),
      stopTime: at('12:00').toISOString(),
      timeLeft: 0,
      extraTime: 0,
      isTest: false,
    });
    expect('location' in body).toBe(false);
  });

  it('sends a trimmed location for In Person and Hybrid', () => {
    expect(toAuctionPayload(values({ type: 'InPerson', location: '  1 Main St ' })).location).toBe(
      '1 Main St',
    );
    expect(toAuctionPayload(values({ type: 'Hybrid', location: 'Court' })).location).toBe('Court');
  });

  it('sends the extension minutes only for an extendable auto start', () => {
    const ext = { timeLeft: 2, extraTime: 3 };
    expect(toAuctionPayload(values({ startType: 'Auto', extendable: true, ...ext }))).toMatchObject(
      ext,
    );
    expect(
      toAuctionPayload(values({ startType: 'Auto', extendable: false, ...ext })),
    ).toMatchObject({ timeLeft: 0, extraTime: 0 });
    expect(
      toAuctionPayload(values({ startType: 'Manual', extendable: true, ...ext })),
    ).toMatchObject({ timeLeft: 0, extraTime: 0 });
  });

  it('clears seconds from the times and carries the test flag', () => {
    const body = toAuctionPayload(
      values({ start: at('11:00').add(17, 's'), stop: at('12:00').add(3, 's'), isTest: true }),
    );
    expect(body.startTime).toBe(at('11:00').toISOString());
    expect(body.stopTime).toBe(at('12:00').toISOString());
    expect(body.isTest).toBe(true);
  });
});

describe('form helpers', () => {
  it('location applies to every type but Online', () => {
    expect(needsLocation('Online')).toBe(false);
    expect(needsLocation('InPerson')).toBe(true);
    expect(needsLocation('Hybrid')).toBe(true);
    expect(needsLocation(undefined)).toBe(false);
  });

  it('only an extendable auto start extends', () => {
    expect(extendsTime({ startType: 'Auto', extendable: true })).toBe(true);
    expect(extendsTime({ startType: 'Auto', extendable: false })).toBe(false);
    expect(extendsTime({ startType: 'Manual', extendable: true })).toBe(false);
  });

  it('same-time confirmation wording', () => {
    expect(sameTimeMessage(1)).toBe('Found 1 auction(s) at the same time! Do you wish to proceed?');
    expect(sameTimeMessage(3)).toBe('Found 3 auction(s) at the same time! Do you wish to proceed?');
  });

  it('a new auction starts at the next mark and stops later', () => {
    const v = newAuctionValues(now);
    expect(v.start.format('HH:mm')).toBe('10:05');
    expect(stopTimeError(v.start, v.stop)).toBeNull();
    expect(startTimeError(v.start, now)).toBeNull();
    expect(v.extendable).toBe(false);
    expect(v.isTest).toBe(false);
  });

  it('reads a stored auction back into the form', () => {
    const auto = auctionToFormValues({
      type: 'Hybrid',
      startType: 'Auto',
      startTime: '2030-05-10T15:00:00.000Z',
      stopTime: '2030-05-10T16:00:00.000Z',
      timeLeft: 2,
      extraTime: 5,
      location: 'Court',
      isTest: true,
    });
    expect(auto.extendable).toBe(true);
    expect(auto.start.toISOString()).toBe('2030-05-10T15:00:00.000Z');
    expect(toAuctionPayload(auto)).toMatchObject({ timeLeft: 2, extraTime: 5, location: 'Court' });

    const manual = auctionToFormValues({
      type: 'Online',
      startType: 'Manual',
      startTime: '2030-05-10T15:00:00.000Z',
      stopTime: null,
    });
    expect(manual.extendable).toBe(false);
    expect(manual.stop.isAfter(manual.start)).toBe(true);
  });
});
