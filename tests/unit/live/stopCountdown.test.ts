import {
  announcement,
  autoAfterEnd,
  countdownDeadline,
  countdownPhase,
  extendedNotice,
  extensionMinutes,
  lotAheadVisible,
  manualAfterEnd,
  secondsLeft,
} from '../../../src/live/stopCountdown';

const T0 = Date.UTC(2026, 10, 22, 15, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

describe('stop countdown', () => {
  it('auto auctions count to the stop time', () => {
    expect(
      countdownDeadline({
        startType: 'Auto',
        stopTime: iso(T0),
        stopAlertAt: null,
        lastBidAt: null,
      }),
    ).toBe(T0);
    expect(
      countdownDeadline({ startType: 'Auto', stopTime: null, stopAlertAt: null, lastBidAt: null }),
    ).toBeNull();
  });

  it('manual auctions count from the stop alert, or from the last bid plus 10 s when that is later', () => {
    const input = { startType: 'Manual' as const, stopTime: null };
    expect(countdownDeadline({ ...input, stopAlertAt: null, lastBidAt: iso(T0) })).toBeNull();
    expect(countdownDeadline({ ...input, stopAlertAt: T0, lastBidAt: null })).toBe(T0 + 10_000);
    expect(countdownDeadline({ ...input, stopAlertAt: T0, lastBidAt: iso(T0 + 4_000) })).toBe(
      T0 + 14_000,
    );
    expect(countdownDeadline({ ...input, stopAlertAt: T0, lastBidAt: iso(T0 - 60_000) })).toBe(
      T0 + 10_000,
    );
  });

  it('rounds the seconds left up and never below zero', () => {
    expect(secondsLeft(T0 + 10_200, T0)).toBe(11);
    expect(secondsLeft(T0 + 10_000, T0)).toBe(10);
    expect(secondsLeft(T0 - 5_000, T0)).toBe(0);
  });

  it('shows a clock above 10 s, a large number for the last 10, and ends at 0 (manual) or 1 (auto)', () => {
    expect(countdownPhase('Auto', T0 + 11_000, T0)).toEqual({ kind: 'running', seconds: 11 });
    expect(countdownPhase('Auto', T0 + 10_000, T0)).toEqual({ kind: 'final', seconds: 10 });
    expect(countdownPhase('Auto', T0 + 2_000, T0)).toEqual({ kind: 'final', seconds: 2 });
    expect(countdownPhase('Auto', T0 + 1_000, T0)).toEqual({ kind: 'ended' });
    expect(countdownPhase('Manual', T0 + 1_000, T0)).toEqual({ kind: 'final', seconds: 1 });
    expect(countdownPhase('Manual', T0, T0)).toEqual({ kind: 'ended' });
    expect(countdownPhase('Manual', null, T0)).toEqual({ kind: 'none' });
  });

  it('manual: a last bid inside the alert window continues; none or an old one ends the auction', () => {
    expect(manualAfterEnd(iso(T0 - 9_000), T0)).toBe('continue');
    expect(manualAfterEnd(iso(T0 - 10_000), T0)).toBe('ended');
    expect(manualAfterEnd(null, T0)).toBe('ended');
  });

  it('auto: the server time is compared with the stop time', () => {
    expect(autoAfterEnd(iso(T0 + 60_000), T0)).toBe('continue');
    expect(autoAfterEnd(iso(T0 + 500), T0)).toBe('ending');
    expect(autoAfterEnd(iso(T0 - 500), T0)).toBe('ending');
    expect(autoAfterEnd(null, T0)).toBe('ending');
  });

  it('speaks at 10, 5 and 3 seconds, once each', () => {
    expect(announcement(10, null)).toBe(10);
    expect(announcement(10, 10)).toBeNull();
    expect(announcement(9, 10)).toBeNull();
    expect(announcement(5, 10)).toBe(5);
    expect(announcement(3, 5)).toBe(3);
  });
});

describe('auto-auction extension', () => {
  const stop = iso(T0);
  it('measures the extension in whole minutes and words it as the spec does', () => {
    expect(extensionMinutes(stop, iso(T0 + 120_000))).toBe(2);
    expect(extensionMinutes(stop, stop)).toBe(0);
    expect(extensionMinutes(stop, iso(T0 - 60_000))).toBe(0);
    expect(extensionMinutes(null, stop)).toBe(0);
    expect(extendedNotice(2)).toBe('Auction has been extended by 2 minute(s)!');
  });
});

describe('listed-lot-ahead notice', () => {
  it('shows for 20 seconds, on manual-start auctions only', () => {
    expect(lotAheadVisible('Manual', T0, T0 + 19_999)).toBe(true);
    expect(lotAheadVisible('Manual', T0, T0 + 20_000)).toBe(false);
    expect(lotAheadVisible('Auto', T0, T0 + 1_000)).toBe(false);
    expect(lotAheadVisible('Manual', null, T0)).toBe(false);
  });
});
