import type { QueryKey } from '@tanstack/react-query';
import { liveInvalidations } from '../../src/api/liveInvalidation';
import { LiveEvent } from '../../src/live/events';

const lot = ['lots', 7];
const auction = ['auctions', 3];
const dashboards = ['lots', 'dashboard'];
const afterSale = [['winnings'], ['bidders', 'global'], ['balances']];

const table: [string, number, number | null, QueryKey[]][] = [
  [
    'a started lot: the lot, its auction, the dashboards',
    LiveEvent.LotStarted,
    3,
    [lot, auction, dashboards],
  ],
  ['a started lot of an unknown auction', LiveEvent.LotStarted, null, [lot, dashboards]],
  [
    'a stopped lot: also the winnings and the balances',
    LiveEvent.LotStopped,
    3,
    [lot, auction, dashboards, ...afterSale],
  ],
  [
    'a stopped lot of an unknown auction',
    LiveEvent.LotStopped,
    null,
    [lot, dashboards, ...afterSale],
  ],
  ['a bid: nothing (the live state shows it)', LiveEvent.BidPlaced, 3, []],
  ['a stop alert: nothing', LiveEvent.LotStopping, 3, []],
  ['a bidder joining: nothing', LiveEvent.BidderJoined, 3, []],
  ['a connect: nothing', LiveEvent.Connect, 3, []],
  ['an unknown event: nothing', 99, 3, []],
];

describe('live events to cache invalidations', () => {
  it.each(table)('%s', (_name, event, auctionId, keys) => {
    expect(liveInvalidations(event, { lotId: 7, auctionId })).toEqual(keys);
  });
});
