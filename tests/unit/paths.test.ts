import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/app/routeTable';
import { paths, ROUTE_PATHS } from '../../src/lib/paths';

describe('paths', () => {
  it('names every route of the route table, and nothing else', () => {
    expect(new Set(Object.values(ROUTE_PATHS))).toEqual(new Set(ROUTES.map((r) => r.path)));
  });

  it.each([
    [paths.case(7), '/cases/7'],
    [paths.caseLot(7, 12), '/cases/7/lots/12'],
    [paths.caseProperty('7', 12, 3), '/cases/7/lots/12/properties/3'],
    [paths.lot(41), '/details/41'],
    [paths.blog(5), '/blogs/5'],
    [paths.winning(9), '/account/winning/9'],
    [paths.accountTab('balance'), '/account/balance'],
    [paths.auction(3), '/auctions/3'],
    [paths.liveAuction(3, 'auctioneer'), '/auctions/3/auctioneer'],
    [paths.liveLot(3, 'room', 41), '/auctions/3/room/41'],
    [paths.publicLot('acme', '12-oak-st', 3, 41), '/auctions/acme/12-oak-st/3/41'],
    [paths.adminSettingsTab('system'), '/admin/settings/system'],
    [paths.adminCompany(2), '/admin/companies/2'],
    [paths.report('bids'), '/reports/bids'],
    [paths.login, '/login'],
    [paths.home, '/'],
  ])('builds %s', (built, address) => {
    expect(built).toBe(address);
  });
});
