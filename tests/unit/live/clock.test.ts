// @vitest-environment jsdom
import { http as mswHttp, HttpResponse } from 'msw';
import {
  canConnectLive,
  nextDayStart,
  clockOffset,
  resetClock,
  serverNow,
  syncClock,
} from '../../../src/live/clock';
import { syncServerTime } from '../../../src/api/serverTime';
import { server } from '../../../src/mocks/node';

afterEach(() => resetClock());

describe('server clock', () => {
  it('offsets the local clock to the server, counting half the round trip', () => {
    const local = Date.UTC(2026, 10, 22, 12, 0, 0);
    syncClock(new Date(local + 60_000).toISOString(), local, 200);
    expect(clockOffset()).toBe(60_100);
    expect(Math.abs(serverNow() - (Date.now() + 60_100))).toBeLessThan(5);
  });

  it('ignores unreadable server times', () => {
    syncClock('not a date');
    expect(clockOffset()).toBe(0);
  });

  it('reads /api/auctions/servertime', async () => {
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    server.use(mswHttp.get('*/api/auctions/servertime', () => HttpResponse.json(ahead)));
    await syncServerTime();
    expect(clockOffset()).toBeGreaterThan(3_590_000);
    expect(clockOffset()).toBeLessThan(3_610_000);
  });

  it('a live connection is allowed for an unfinished auction starting today, or one whose stop is ahead', () => {
    const now = new Date(2026, 10, 22, 15, 0, 0).getTime();
    const today = new Date(2026, 10, 22, 9, 0, 0).toISOString();
    const tomorrow = new Date(2026, 10, 23, 9, 0, 0).toISOString();
    expect(canConnectLive({ isFinished: false, startTime: today }, now)).toBe(true);
    expect(canConnectLive({ isFinished: true, startTime: today }, now)).toBe(false);
    expect(canConnectLive({ isFinished: false, startTime: tomorrow }, now)).toBe(false);
    expect(
      canConnectLive(
        { isFinished: true, startTime: today, stopTime: new Date(now + 1000).toISOString() },
        now,
      ),
    ).toBe(true);
    expect(
      canConnectLive(
        { isFinished: false, startTime: null, stopTime: new Date(now - 1000).toISOString() },
        now,
      ),
    ).toBe(false);
    // An ongoing auction that started yesterday (a manual one past midnight) stays live.
    const yesterday = new Date(2026, 10, 21, 23, 48, 0).toISOString();
    expect(canConnectLive({ isOpen: false, isFinished: false, startTime: yesterday }, now)).toBe(
      false,
    );
    expect(canConnectLive({ isOpen: true, isFinished: false, startTime: yesterday }, now)).toBe(
      true,
    );
    expect(canConnectLive({ isOpen: true, isFinished: true, startTime: yesterday }, now)).toBe(
      false,
    );
  });

  it.each([
    ['in the evening', new Date(2026, 10, 22, 23, 59, 59, 900), new Date(2026, 10, 23)],
    ['at midnight', new Date(2026, 10, 23), new Date(2026, 10, 24)],
    ['at the end of a month', new Date(2026, 10, 30, 12), new Date(2026, 11, 1)],
    ['at the end of a year', new Date(2026, 11, 31, 18), new Date(2027, 0, 1)],
  ])('the next day starts at the following local midnight (%s)', (_, at, next) => {
    expect(nextDayStart(at.getTime())).toBe(next.getTime());
  });
});

describe('server time from stream messages', () => {
  it('takes only samples with less delay than the current offset', async () => {
    const { syncClockFromStream } = await import('../../../src/live/clock');
    const local = Date.UTC(2026, 10, 22, 12, 0, 0);
    syncClockFromStream(new Date(local + 10_000).toISOString(), local);
    expect(clockOffset()).toBe(10_000);
    // The same server time read 300 ms later (a message delayed by load): kept.
    syncClockFromStream(new Date(local + 10_000).toISOString(), local + 300);
    expect(clockOffset()).toBe(10_000);
    // The server clock moved ahead: taken.
    syncClockFromStream(new Date(local + 70_000).toISOString(), local + 1_000);
    expect(clockOffset()).toBe(69_000);
    syncClockFromStream('garbage', local);
    expect(clockOffset()).toBe(69_000);
  });
});
