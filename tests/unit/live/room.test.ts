import { emptyLot } from '../../../src/live/reducer';
import { isRunning, lotView, type RoomLot } from '../../../src/live/roomLot';
import { duplicateConnectionLines, incrementChanged } from '../../../src/live/roomText';
import { openAfter } from '../../../src/features/bidding/room/JoinedPanels';

const room: RoomLot = {
  lotId: 7,
  auctionId: 3,
  address: '1 Main St',
  startType: 'Auto',
  auctionStartTime: '2026-11-22T15:00:00.000Z',
  auctionIsOpen: true,
  auctionIsFinished: false,
  timeLeft: 2,
  extraTime: 2,
  minBidIncrements: 100,
  requiredDown: 25,
  openingPrice: 1000,
  startedTime: null,
  stoppedTime: null,
  stopTime: '2026-11-22T16:00:00.000Z',
  join: { amount: 500, paddleNumber: 101 },
  bids: [{ id: 1, amount: 1100, paddleNumber: 102, createdDate: '2026-11-22T15:01:00.000Z' }],
  winnerId: null,
};

describe('lot view (server calls + stream)', () => {
  it('uses the lot call until the stream delivered the lot', () => {
    const v = lotView(room, emptyLot(7));
    expect(v).toMatchObject({ started: false, stopped: false, live: false, increment: 100 });
    expect(v.latestBid?.amount).toBe(1100);
    expect(isRunning(v)).toBe(false);
  });

  it('the stream’s lot info, bids, increment, alert and winner win once they arrive', () => {
    const live = {
      ...emptyLot(7),
      latestEvent: 4 as const,
      lotInfo: {
        id: 7,
        startedTime: '2026-11-22T15:00:00.000Z',
        stopTime: '2026-11-22T16:02:00.000Z',
        stoppedTime: null,
        winner: null,
        nextId: null,
        stopAlertElapsedSeconds: 0,
      },
      bidList: [
        {
          id: 2,
          amount: 1200,
          paddleNumber: 101,
          createdDate: '2026-11-22T15:02:00.000Z',
          bidderId: 9,
          userName: 'me',
        },
      ],
      minBidIncrements: 50,
      stopAlertAt: 123,
      lotWinner: 9,
    };
    const v = lotView(room, live);
    expect(v).toMatchObject({
      started: true,
      stopTime: '2026-11-22T16:02:00.000Z',
      increment: 50,
      stopAlertAt: 123,
      winnerId: 9,
      live: true,
    });
    expect(v.latestBid?.amount).toBe(1200);
    expect(isRunning(v)).toBe(true);
  });
});

describe('room words', () => {
  it('words the increment change with dollars', () =>
    expect(incrementChanged(1500)).toBe('Minimum increment changed to $1,500.'));

  it('lists the other device, its system and place, then Just now', () => {
    expect(
      duplicateConnectionLines(
        JSON.stringify({ os: 'Windows', device: 'Desktop', near: 'Oak Park, IL' }),
      ),
    ).toEqual([
      'Your account was opened on another device.',
      'Device: Desktop',
      'Operating system: Windows',
      'Near: Oak Park, IL',
      'Just now',
    ]);
    expect(duplicateConnectionLines(JSON.stringify({ os: 'Android 15', device: 'Pixel' }))[0]).toBe(
      'Your account was opened on a mobile device.',
    );
    expect(duplicateConnectionLines('not json')).toEqual([
      'Your account was opened on another device.',
      'Just now',
    ]);
  });
});

describe('joined-lot panels', () => {
  it('keeps at most two open, the newest ones', () => {
    expect(openAfter([], 1)).toEqual([1]);
    expect(openAfter([1], 2)).toEqual([1, 2]);
    expect(openAfter([1, 2], 3)).toEqual([2, 3]);
    expect(openAfter([1, 2], 1)).toEqual([2, 1]);
  });
});
