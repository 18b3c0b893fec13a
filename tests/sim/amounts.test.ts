import { db } from '../../src/mocks/db';
import { makeLot } from '../../src/mocks/factories';
import { auctionOf } from '../../src/mocks/live/engine';
import { LOT_MSG } from '../../src/mocks/rules/caseStatus';
import { AMOUNTS, amountOfText, amountProblem } from '../../src/mocks/rules/money';
import { demoToken } from '../demoToken';
import { liveLot, userNamed } from '../simApi';

/** A call as a demo account: status and message. */
async function send(
  userName: string,
  method: string,
  path: string,
  body?: unknown,
  contentType = 'application/json',
) {
  const tok = await demoToken(userName, { deviceId: userName });
  const res = await fetch(`http://localhost${path}`, {
    method,
    headers: { Authorization: `Bearer ${tok.access_token}`, 'Content-Type': contentType },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { message?: string };
  return { status: res.status, message: json.message };
}

const profileOf = (userName: string) =>
  db.purchaseProfiles.find((p) => p.bidderId === userNamed(userName).id)!.id;

/** The running manual lot, run by the auctioneer's company. */
function controlledLot() {
  const lot = liveLot('Manual');
  expect(auctionOf(lot)?.companyId).toBe(userNamed('auctioneer').companyId);
  return lot;
}

/** A listed lot of an auction that has not opened: pre-registration is open. */
function upcomingLot() {
  const auction = db.auctions.find((a) => !a.isOpen && !a.isFinished && !a.isCancelled)!;
  return db.lots.find((l) => l.auctionId === auction.id && l.status === 'Listed')!;
}

const joinPath = (lot: { auctionId: number | null; id: number }) =>
  `/api/auctions/${lot.auctionId}/${lot.id}/bidders`;

describe('the amount rule', () => {
  it('takes whole dollars, or cents where the amount has them, and the join markers', () => {
    expect(amountProblem(100, AMOUNTS.bid)).toBeNull();
    expect(amountProblem(100.5, AMOUNTS.bid)).toBe('fraction');
    expect(amountProblem(0, AMOUNTS.bid)).toBe('tooSmall');
    expect(amountProblem(0.29, AMOUNTS.openingPrice)).toBeNull();
    expect(amountProblem(1234.56, AMOUNTS.roomLock)).toBeNull();
    expect(amountProblem(1234.565, AMOUNTS.roomLock)).toBe('fraction');
    expect(amountProblem(-0.01, AMOUNTS.openingPrice)).toBe('tooSmall');
    expect(amountProblem(-1, AMOUNTS.join)).toBeNull();
    expect(amountProblem(0, AMOUNTS.join)).toBeNull();
    expect(amountProblem(-2, AMOUNTS.join)).toBe('tooSmall');
    expect(amountProblem(-1, AMOUNTS.lockedAmount)).toBe('tooSmall');
    for (const wrong of ['100', null, undefined, NaN, Infinity, 1e300, true])
      expect(amountProblem(wrong, AMOUNTS.bid)).toBe('notAnAmount');
  });

  it('reads an amount sent as text only when it is plain decimal digits', () => {
    expect(amountOfText('2.50')).toBe(2.5);
    expect(amountOfText(' 7 ')).toBe(7);
    for (const wrong of ['-3', '1e3', '0x10', '', 'abc', 5]) expect(amountOfText(wrong)).toBeNaN();
  });
});

describe('amounts a bidder sends', () => {
  it('joining locks whole dollars, 0 to spectate or -1 to pre-register; nothing else', async () => {
    const lot = liveLot('Manual');
    const profile = profileOf('bidder');
    for (const amount of [1000.5, -2, -0.5, '1000'])
      expect(
        await send('bidder', 'POST', joinPath(lot), {
          amount,
          purchaseProfileId: profile,
          type: 'online',
        }),
        `amount ${amount}`,
      ).toEqual({ status: 400, message: 'The amount is wrong!' });
    expect(
      db.auctionBidders.some(
        (j) => j.lotId === lot.id && j.bidderId === userNamed('bidder').id && j.amount === 1000.5,
      ),
    ).toBe(false);
    const spectate = { amount: 0, purchaseProfileId: profile, type: 'online' };
    expect((await send('bidder', 'POST', joinPath(lot), spectate)).status).toBe(200);
    const upcoming = upcomingLot();
    const preRegister = { amount: -1, purchaseProfileId: null, type: 'online' };
    expect((await send('bidder', 'POST', joinPath(upcoming), preRegister)).status).toBe(200);
  });

  it('the locked amount changes to whole dollars, 0 included, never negative', async () => {
    const lot = liveLot('Manual');
    const join = { amount: 5000, purchaseProfileId: profileOf('bidder'), type: 'online' };
    expect((await send('bidder', 'POST', joinPath(lot), join)).status).toBe(200);
    const path = `/api/auctions/${lot.auctionId}/${lot.id}/biddersamount`;
    for (const amount of [2500.5, -1, -100])
      expect(await send('bidder', 'PUT', path, { amount }), `amount ${amount}`).toEqual({
        status: 400,
        message: 'The amount is wrong!',
      });
    expect((await send('bidder', 'PUT', path, { amount: 0 })).status).toBe(200);
  });

  it('a bid is whole dollars', async () => {
    const lot = liveLot('Manual');
    const join = { amount: 100_000, purchaseProfileId: profileOf('bidder'), type: 'online' };
    expect((await send('bidder', 'POST', joinPath(lot), join)).status).toBe(200);
    const path = `/api/auctions/${lot.auctionId}/lots/${lot.id}/bids`;
    const before = db.bids.length;
    for (const amount of [lot.openingPrice + lot.minBidIncrements + 0.5, -5, '900000'])
      expect(await send('bidder', 'POST', path, { amount }), `amount ${amount}`).toEqual({
        status: 400,
        message: 'The bid amount is wrong!',
      });
    expect(db.bids.length).toBe(before);
  });
});

describe('amounts the control room sends', () => {
  it('the amount locked for a bidder added in the room has at most 2 decimals and is positive', async () => {
    const lot = controlledLot();
    const bidder = userNamed('bidder2');
    const path = `/api/auctions/${lot.auctionId}/${lot.id}/bidders/${bidder.id}`;
    const body = (amount: unknown) => ({ amount, purchaseProfileId: null, type: 'in-person' });
    for (const amount of [100.255, -5, 0, -1])
      expect(await send('auctioneer', 'POST', path, body(amount)), `amount ${amount}`).toEqual({
        status: 400,
        message: 'The amount is wrong!',
      });
    expect((await send('auctioneer', 'POST', path, body(1000.25))).status).toBe(200);
    expect(
      db.auctionBidders.find((j) => j.lotId === lot.id && j.bidderId === bidder.id)?.amount,
    ).toBe(1000.25);
  });

  it('a bid placed for a bidder is whole dollars', async () => {
    const lot = controlledLot();
    const bidder = userNamed('bidder2');
    const add = { amount: 100_000, purchaseProfileId: null, type: 'in-person' };
    const addPath = `/api/auctions/${lot.auctionId}/${lot.id}/bidders/${bidder.id}`;
    expect((await send('auctioneer', 'POST', addPath, add)).status).toBe(200);
    const path = `/api/auctions/${lot.auctionId}/lots/${lot.id}/bids/placebid`;
    const amount = lot.openingPrice + lot.minBidIncrements + 0.5;
    expect(await send('auctioneer', 'POST', path, { amount, bidderId: bidder.id })).toEqual({
      status: 400,
      message: 'The bid amount is wrong!',
    });
  });

  it('the minimum increment changes to an amount of at least 1 with at most 2 decimals', async () => {
    const lot = controlledLot();
    const patch = (value: string) => [{ op: 'replace', path: '/minBidIncrements', value }];
    const change = (value: string) =>
      send(
        'auctioneer',
        'PUT',
        `/api/lots/${lot.id}/mininc`,
        patch(value),
        'application/json-patch+json',
      );
    for (const value of ['2.555', '-3', '1e3'])
      expect(await change(value), value).toEqual({
        status: 400,
        message: 'The minimum increment is wrong!',
      });
    expect(await change('0.5')).toEqual({
      status: 400,
      message: 'The minimum increment must be at least 1!',
    });
    expect((await change('2.50')).status).toBe(200);
    expect(lot.minBidIncrements).toBe(2.5);
  });
});

describe('amounts of a lot', () => {
  const kaseOf = () => {
    const companyId = userNamed('auctioneer').companyId;
    return db.cases.find(
      (c) =>
        c.companyId === companyId &&
        c.status === 'New' &&
        db.lots.filter((l) => l.caseId === c.id).every((l) => l.status === 'Draft'),
    )!;
  };

  it('the opening price and the minimum increment take cents, never a fraction of one', async () => {
    const kase = kaseOf();
    const create = (body: unknown) => send('auctioneer', 'POST', `/api/lots/${kase.id}`, body);
    expect(await create({ openingPrice: 1000.255 })).toEqual({
      status: 400,
      message: LOT_MSG.wrongPrice,
    });
    expect(await create({ openingPrice: 'abc' })).toEqual({
      status: 400,
      message: LOT_MSG.wrongPrice,
    });
    expect(await create({ openingPrice: -1 })).toEqual({
      status: 400,
      message: LOT_MSG.negativePrice,
    });
    expect(await create({ minBidIncrements: 1.005 })).toEqual({
      status: 400,
      message: LOT_MSG.wrongIncrement,
    });
    expect(await create({ minBidIncrements: -2 })).toEqual({
      status: 400,
      message: LOT_MSG.negativeIncrement,
    });
    expect((await create({ openingPrice: 1000.25, minBidIncrements: 0.5 })).status).toBe(200);
    const lot = makeLot({ caseId: kase.id });
    const update = (body: unknown) => send('auctioneer', 'PUT', `/api/lots/${lot.id}`, body);
    expect(await update({ openingPrice: 0.001 })).toEqual({
      status: 400,
      message: LOT_MSG.wrongPrice,
    });
    expect((await update({ openingPrice: 99.99 })).status).toBe(200);
    expect(lot.openingPrice).toBe(99.99);
  });
});
