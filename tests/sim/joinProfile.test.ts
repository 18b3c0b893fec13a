import { db } from '../../src/mocks/db';
import { PROFILE_ERRORS } from '../../src/mocks/rules/purchaseProfile';
import { callAs, liveLot, userNamed } from '../simApi';

const profileOf = (userName: string) =>
  db.purchaseProfiles.find((p) => p.bidderId === userNamed(userName).id)!.id;

const joinOf = (lotId: number, userName: string) =>
  db.auctionBidders.find((j) => j.lotId === lotId && j.bidderId === userNamed(userName).id);

describe('joining with a purchase profile', () => {
  it('refuses another bidder’s profile and joins nothing', async () => {
    const lot = liveLot('Manual');
    const before = joinOf(lot.id, 'bidder');
    const path = `/api/auctions/${lot.auctionId}/${lot.id}/bidders`;
    const join = (purchaseProfileId: number) =>
      callAs('bidder', 'POST', path, { amount: 5000, purchaseProfileId, type: 'online' });

    const foreign = await join(profileOf('bidder2'));
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toEqual({ message: PROFILE_ERRORS.select });
    expect(joinOf(lot.id, 'bidder')).toEqual(before);

    const unknown = await join(999_999_999);
    expect(unknown.status).toBe(400);

    const own = await join(profileOf('bidder'));
    expect(own.status).toBe(200);
    expect(joinOf(lot.id, 'bidder')).toMatchObject({
      amount: 5000,
      purchaseProfileId: profileOf('bidder'),
    });
  });

  it('the profile an auction is joined with changes only to one of the bidder’s own', async () => {
    const lot = liveLot('Manual');
    const own = profileOf('bidder');
    const path = `/api/auctions/${lot.auctionId}/${lot.id}/bidders`;
    expect(
      (
        await callAs('bidder', 'POST', path, {
          amount: 5000,
          purchaseProfileId: own,
          type: 'online',
        })
      ).status,
    ).toBe(200);
    const change = (purchaseProfileId: number) =>
      callAs('bidder', 'PUT', `/api/auctions/${lot.auctionId}/bidders`, { purchaseProfileId });
    const foreign = await change(profileOf('bidder2'));
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toEqual({ message: PROFILE_ERRORS.select });
    expect(joinOf(lot.id, 'bidder')?.purchaseProfileId).toBe(own);
  });
});
