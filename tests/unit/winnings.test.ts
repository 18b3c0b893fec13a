import {
  balanceDue,
  canChooseDeedDelivery,
  DEED_MESSAGES,
  deedDeliveryError,
  deedDeliveryLabel,
  downPayment,
  isReceived,
  outstandingBalance,
  receivedDate,
  winningStatusLabel,
  winningStatusOf,
} from '../../src/lib/winnings';
import { salesTabOf } from '../../src/lib/salesTabs';
import { db } from '../../src/mocks/db';
import { demoToken } from '../demoToken';
import { userNamed } from '../simApi';
import { shortcuts, weekRange } from '../../src/features/dashboard/bidder/shortcuts';

describe('received dates', () => {
  it('counts a date before 2000-01-01 as none', () => {
    expect(receivedDate('0001-01-01T00:00:00')).toBeNull();
    expect(receivedDate('1999-12-31T23:59:59Z')).toBeNull();
    expect(receivedDate('2000-01-01T00:00:00')).toBe('2000-01-01T00:00:00');
    expect(receivedDate('2026-03-04T10:00:00Z')).toBe('2026-03-04T10:00:00Z');
  });

  it('treats missing and unreadable dates as none', () => {
    expect(isReceived(null)).toBe(false);
    expect(isReceived(undefined)).toBe(false);
    expect(isReceived('')).toBe(false);
    expect(isReceived('not a date')).toBe(false);
    expect(isReceived('2024-06-01')).toBe(true);
  });
});

describe('outstanding balance (win + relief fee − down payment when a deposit was received)', () => {
  const base = { winAmount: 200_000, reliefFee: 350, requiredDown: 25 };

  it('takes the down payment off when the deposit was received', () => {
    expect(outstandingBalance({ ...base, depositReceivedDate: '2026-01-02T00:00:00Z' })).toBe(
      150_350,
    );
  });

  it('is win amount plus relief fee without a deposit', () => {
    expect(outstandingBalance({ ...base, depositReceivedDate: null })).toBe(200_350);
  });

  it('ignores a deposit date before 2000', () => {
    expect(outstandingBalance({ ...base, depositReceivedDate: '0001-01-01T00:00:00' })).toBe(
      200_350,
    );
    expect(outstandingBalance({ ...base, depositReceivedDate: '1999-12-31' })).toBe(200_350);
  });

  it('works with a zero or missing relief fee', () => {
    expect(outstandingBalance({ ...base, reliefFee: 0, depositReceivedDate: '2026-01-02' })).toBe(
      150_000,
    );
    expect(outstandingBalance({ ...base, reliefFee: null, depositReceivedDate: null })).toBe(
      200_000,
    );
  });

  it('rounds to the cent', () => {
    // 123,457 × 12.5% = 15,432.125 → 15,432.13
    expect(downPayment(123_457, 12.5)).toBe(15_432.13);
    expect(
      outstandingBalance({
        winAmount: 123_457,
        reliefFee: 99.99,
        requiredDown: 12.5,
        depositReceivedDate: '2026-01-02',
      }),
    ).toBe(108_124.86);
    expect(downPayment(0.1 + 0.2, 100)).toBe(0.3);
  });

  it('clamps the required down percent to 0-100', () => {
    expect(downPayment(1000, 150)).toBe(1000);
    expect(downPayment(1000, -5)).toBe(0);
    expect(downPayment(1000, null)).toBe(0);
  });

  it('owes nothing once the full payment is received', () => {
    const b = { ...base, depositReceivedDate: '2026-01-02' };
    expect(balanceDue({ ...b, paymentReceivedDate: '2026-01-05' })).toBe(0);
    expect(balanceDue({ ...b, paymentReceivedDate: '0001-01-01T00:00:00' })).toBe(150_350);
  });
});

describe('winning statuses', () => {
  it('labels every post-win status', () => {
    expect(winningStatusLabel('Approved')).toBe('Court Approved');
    expect(winningStatusLabel('DeedReady')).toBe('Deed Ready');
    expect(winningStatusLabel('DeedIssued')).toBe('Deed Issued');
    expect(winningStatusLabel('Closed')).toBe('Completed');
    expect(winningStatusLabel('Denied')).toBe('Court Denied');
    expect(winningStatusLabel('PaymentRefunded')).toBe('Payment Refunded');
    expect(winningStatusLabel('Cancelled')).toBe('Cancelled');
    expect(winningStatusLabel('PendingTransaction')).toBe('Awaiting Payoff');
    expect(winningStatusLabel('Unknown')).toBe('Unknown');
  });

  it('derives the status from the lot and its case', () => {
    expect(winningStatusOf('PendingTransaction', 'WaitingCourtHouse')).toBe('PendingTransaction');
    expect(winningStatusOf('CompleteTransaction', 'Approved')).toBe('Approved');
    expect(winningStatusOf('DeedReady', 'Approved')).toBe('DeedReady');
    expect(winningStatusOf('DeedIssued', 'Approved')).toBe('DeedIssued');
    expect(winningStatusOf('DeedIssued', 'Closed')).toBe('Closed');
    expect(winningStatusOf('CompleteTransaction', 'Denied')).toBe('Denied');
    expect(winningStatusOf('PaymentRefunded', 'Denied')).toBe('PaymentRefunded');
    expect(winningStatusOf('DeedReady', 'Cancelled')).toBe('Cancelled');
    expect(winningStatusOf('Cancelled', 'New')).toBe('Cancelled');
  });
});

describe('deed delivery', () => {
  it('is offered only when the deed is ready and no delivery is set', () => {
    expect(canChooseDeedDelivery('DeedReady', null)).toBe(true);
    expect(canChooseDeedDelivery('DeedReady', 'PickUp')).toBe(false);
    expect(canChooseDeedDelivery('Approved', null)).toBe(false);
    expect(canChooseDeedDelivery('DeedIssued', null)).toBe(false);
  });

  it('needs an option, and a shipping address for another address', () => {
    expect(deedDeliveryError(undefined, null)).toBe(DEED_MESSAGES.option);
    expect(deedDeliveryError('Courier', null)).toBe(DEED_MESSAGES.option);
    expect(deedDeliveryError('MailToAddress', '   ')).toBe(DEED_MESSAGES.address);
    expect(deedDeliveryError('MailToAddress', '1 Main St')).toBeNull();
    expect(deedDeliveryError('MailToWinner', null)).toBeNull();
    expect(deedDeliveryError('PickUp', undefined)).toBeNull();
    expect(deedDeliveryLabel('PickUp')).toBe("Pick up at the auction host's office");
  });
});

describe('links to lists', () => {
  it('reads the home page tab from the query parameter', () => {
    expect(salesTabOf('today')).toBe('today');
    expect(salesTabOf('upcoming')).toBe('upcoming');
    expect(salesTabOf('nope')).toBeNull();
    expect(salesTabOf(null)).toBeNull();
  });

  it('dashboard shortcuts carry the search filter state', () => {
    const now = new Date(2026, 4, 12, 15, 30).getTime();
    const byKey = Object.fromEntries(shortcuts(now).map((s) => [s.key, s]));
    expect(byKey.pinned).toMatchObject({ to: '/properties', state: { showPinned: true } });
    expect(byKey.live).toMatchObject({ to: '/properties', state: { showLive: true } });
    expect(byKey.week.state).toEqual(weekRange(now));
    expect(new Date(weekRange(now).beginDate).getTime()).toBe(new Date(2026, 4, 12).getTime());
    expect(new Date(weekRange(now).endDate).getTime()).toBe(new Date(2026, 4, 19).getTime() - 1);
    expect(['balance', 'personal', 'winning', 'account'].map((k) => byKey[k].to)).toEqual([
      '/account/balance',
      '/account/personal',
      '/account/winning',
      '/account',
    ]);
  });
});

describe('simulator: winnings', () => {
  const call = async (userName: string, method: string, path: string, body?: unknown) => {
    const tok = await demoToken(userName, { deviceId: userName });
    const res = await fetch(`http://localhost${path}`, {
      method,
      headers: { Authorization: `Bearer ${tok.access_token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  const bidder = () => userNamed('bidder');
  const ready = () =>
    db.lots.find(
      (l) => l.winner?.bidderId === bidder().id && l.status === 'DeedReady' && !l.deedDelivery,
    )!;

  it('lists only the caller’s won lots, with their statuses', async () => {
    const { status, body } = await call('bidder', 'GET', '/api/bidders/winning');
    expect(status).toBe(200);
    const mine = db.lots.filter(
      (l) => l.winner?.bidderId === bidder().id && l.soldTo !== 'Plaintiff',
    );
    expect(body.map((w: { id: number }) => w.id).sort()).toEqual(mine.map((l) => l.id).sort());
    expect(new Set(body.map((w: { status: string }) => w.status))).toEqual(
      new Set(['Closed', 'PendingTransaction', 'DeedReady', 'Approved', 'DeedIssued', 'Denied']),
    );
  });

  it('answers 404 for a lot the caller did not win', async () => {
    const other = db.lots.find((l) => l.winner && l.winner.bidderId !== bidder().id)!;
    expect((await call('bidder', 'GET', `/api/bidders/winning/${other.id}`)).status).toBe(404);
    expect((await call('bidder', 'GET', `/api/bidders/winning/${ready().id}`)).status).toBe(200);
  });

  it('sets the deed delivery once, only when the deed is ready, with a shipping address when mailed elsewhere', async () => {
    const lot = ready();
    const url = `/api/bidders/winning/${lot.id}/deeddelivery`;
    const missing = await call('bidder', 'PUT', url, {
      deedDelivery: 'MailToAddress',
      deedShippingAddress: ' ',
    });
    expect(missing).toMatchObject({ status: 400, body: { message: DEED_MESSAGES.address } });
    const ok = await call('bidder', 'PUT', url, {
      deedDelivery: 'PickUp',
      deedShippingAddress: 'x',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ deedDelivery: 'PickUp', deedShippingAddress: null });
    expect(lot.deedDelivery).toBe('PickUp');
    const again = await call('bidder', 'PUT', url, { deedDelivery: 'MailToWinner' });
    expect(again).toMatchObject({ status: 400, body: { message: DEED_MESSAGES.alreadySet } });
    expect(lot.deedDelivery).toBe('PickUp');

    const pending = db.lots.find(
      (l) => l.winner?.bidderId === bidder().id && l.status === 'PendingTransaction',
    )!;
    const early = await call('bidder', 'PUT', `/api/bidders/winning/${pending.id}/deeddelivery`, {
      deedDelivery: 'PickUp',
    });
    expect(early).toMatchObject({ status: 400, body: { message: DEED_MESSAGES.notReady } });
    expect(pending.deedDelivery).toBeNull();
  });

  it('keeps winnings to bidders', async () => {
    expect((await call('auctioneer', 'GET', '/api/bidders/winning')).status).toBe(403);
  });

  it('lists pinned, upcoming and live lots for the dashboard', async () => {
    const pinned = await call('bidder', 'GET', '/api/lots/listpinned/bidder');
    expect(pinned.status).toBe(200);
    expect(pinned.body.every((l: { isPinned: boolean }) => l.isPinned)).toBe(true);
    expect(pinned.body.length).toBeGreaterThan(0);
    // Live: a started lot of an open auction (the listing rows carry no live flag).
    const isLive = ({ id }: { id: number }) => {
      const lot = db.lots.find((l) => l.id === id)!;
      return (
        Boolean(lot.startedTime) && db.auctions.some((a) => a.id === lot.auctionId && a.isOpen)
      );
    };
    const upcoming = await call('bidder', 'GET', '/api/lots/listupcoming/bidder');
    expect(upcoming.body.length).toBeGreaterThan(0);
    expect(upcoming.body.some(isLive)).toBe(false);
    const live = await call('bidder', 'POST', '/api/lots/list/live', {
      pagination: { current: 1, pageSize: 2 },
    });
    expect(live.body.data).toHaveLength(2);
    expect(live.body.total).toBeGreaterThan(2);
    expect(live.body.data.every(isLive)).toBe(true);
  });
});
