// @vitest-environment node
import dayjs from 'dayjs';
import { stopTimeError } from '../../src/lib/auctionForm';
import { profileErrors } from '../../src/lib/purchaseProfile';
import { isZipCode } from '../../src/lib/validation';
import { simNow } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { callAs, validCase } from '../simApi';

/** A call to the simulator as a demo account. */
async function as(userName: string, method: string, path: string, body: unknown) {
  const res = await callAs(userName, method, path, body);
  return { status: res.status, message: ((await res.json()) as { message?: string }).message };
}

const HOUR = 3_600_000;
const at = (ms: number) => new Date(simNow() + ms).toISOString();

describe('the simulator keeps its own rules', () => {
  it('refuses a case whose property has a bad zip code, as the form does', async () => {
    const good = { ...validCase(), fileNumber: 'F-77' };
    for (const zip of ['6060', '60601-12', 'ABCDE']) {
      expect(isZipCode(zip)).toBe(false);
      expect(await as('auctioneer', 'POST', '/api/cases', { ...good, zipCode: zip })).toEqual({
        status: 400,
        message: 'Please enter a valid zip code!',
      });
    }
    expect((await as('auctioneer', 'POST', '/api/cases', good)).status).toBe(200);
  });

  it('refuses an auction that stops before it starts, or in the same minute, as the form does', async () => {
    const body = { type: 'Online', startType: 'Manual', startTime: at(2 * HOUR) };
    expect(stopTimeError(dayjs(at(2 * HOUR)), dayjs(at(HOUR)))).not.toBeNull();
    expect(
      await as('auctioneer', 'POST', '/api/auctions', { ...body, stopTime: at(HOUR) }),
    ).toEqual({
      status: 400,
      message: 'Auction stop time cannot be before the start time!',
    });
    expect(
      await as('auctioneer', 'POST', '/api/auctions', { ...body, stopTime: body.startTime }),
    ).toEqual({ status: 400, message: 'Auction start and stop times cannot be same!' });
    expect(
      (await as('auctioneer', 'POST', '/api/auctions', { ...body, stopTime: at(3 * HOUR) })).status,
    ).toBe(200);
  });

  it('refuses the same bad settings on an existing auction', async () => {
    const auction = db.auctions.find(
      (a) => !a.isOpen && !a.isFinished && !a.isCancelled && a.companyId === db.companies[0].id,
    )!;
    const res = await as('auctioneer', 'PUT', `/api/auctions/${auction.id}`, {
      type: 'Online',
      startType: 'Manual',
      startTime: at(5 * HOUR),
      stopTime: at(4 * HOUR),
    });
    expect(res).toEqual({
      status: 400,
      message: 'Auction stop time cannot be before the start time!',
    });
  });

  it('refuses a purchase profile with a bad phone or zip code, as the form does', async () => {
    const profile = {
      name: 'Test Holdings',
      type: 'Individual',
      phoneNumber: '3125550199',
      isSameAsBidder: false,
      address1: '1 Main St',
      city: 'Chicago',
      county: 'Cook',
      state: 'IL',
      zip: '60601',
    };
    const bad = [
      [{ phoneNumber: '312555019' }, 'Please enter a valid phone number!'],
      [{ phoneNumber: '(312) 555-0199' }, 'Please enter a valid phone number!'],
      [{ zip: '606' }, 'Please enter a valid zip code!'],
      [{ city: ' ' }, 'Please enter your city!'],
      [{ type: 'Trust' }, 'Please select an entity type!'],
    ] as const;
    for (const [change, message] of bad) {
      expect(Object.values(profileErrors({ ...profile, ...change }))).toContain(message);
      expect(
        await as('bidder', 'POST', '/api/purchaseprofiles', { ...profile, ...change }),
      ).toEqual({
        status: 400,
        message,
      });
    }
    expect((await as('bidder', 'POST', '/api/purchaseprofiles', profile)).status).toBe(200);
  });

  it('lets a winner choose the deed delivery only once the deed is ready', async () => {
    const bidder = db.users.find((u) => u.userName === 'bidder')!;
    const won = db.lots.filter((l) => l.winner?.bidderId === bidder.id && l.soldTo !== 'Plaintiff');
    const ready = won.find(
      (l) =>
        l.status === 'DeedReady' &&
        !l.deedDelivery &&
        db.cases.find((c) => c.id === l.caseId)!.status === 'Approved',
    )!;
    const pending = won.find((l) => l.status === 'PendingTransaction')!;
    const path = (id: number) => `/api/bidders/winning/${id}/deeddelivery`;
    expect(await as('bidder', 'PUT', path(pending.id), { deedDelivery: 'PickUp' })).toEqual({
      status: 400,
      message: 'The deed is not ready for delivery yet!',
    });
    expect(await as('bidder', 'PUT', path(ready.id), { deedDelivery: 'MailToAddress' })).toEqual({
      status: 400,
      message: 'Please enter the shipping address!',
    });
    expect((await as('bidder', 'PUT', path(ready.id), { deedDelivery: 'PickUp' })).status).toBe(
      200,
    );
    expect(await as('bidder', 'PUT', path(ready.id), { deedDelivery: 'PickUp' })).toEqual({
      status: 400,
      message: 'The deed delivery option is already set!',
    });
  });
});
