import type { CaseLot, LotLookup } from '../../src/api/cases';
import type { FeaturedLot } from '../../src/api/contract/companies';
import { simNow } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import type { Auction, Case, CaseStatus, Lot, LotStatus } from '../../src/mocks/db/types';
import {
  makeAuction,
  makeAuctionBidder,
  makeBid,
  makeCase,
  makeLot,
  makeProperty,
  winnerOf,
} from '../../src/mocks/factories';
import {
  cancelStopAlert,
  joinLot,
  minimumBid,
  notifyStop,
  placeBid,
  startLot,
  stopLot,
} from '../../src/mocks/live/engine';
import { LOT_MSG } from '../../src/mocks/rules/caseStatus';
import { callAs, userNamed } from '../simApi';

const DAY = 86_400_000;
const host = () => db.companies[0];
const firm = () => db.clients[0];

async function call<T = CaseLot>(user: string, method: string, path: string, body?: unknown) {
  const res = await callAs(user, method, path, body);
  return { status: res.status, body: (await res.json()) as T & { message?: string } };
}
const refusal = (status: number, message: string) => ({ status, body: { message } });

const logsOf = (lotId: number) => db.activityLogs.filter((l) => l.lotId === lotId);
const titlesOf = (lotId: number) => logsOf(lotId).map((l) => l.actLogTitle);

/** A case of the demo company and firm. */
const demoCase = (over: Partial<Case> = {}) =>
  makeCase({ companyId: host().id, clientId: firm().id, ...over });

/** An auction of the demo company that has not started, at a whole minute days from now. */
const upcomingAuction = (days: number, over: Partial<Auction> = {}) =>
  makeAuction({
    companyId: host().id,
    startTime: new Date(Math.floor((simNow() + days * DAY) / 60_000) * 60_000).toISOString(),
    ...over,
  });

/**
 * A lot sold six days ago in a finished auction: bidder3 bid first, bidder2 last (the winner);
 * a property with a photo.
 */
function soldLot(status: LotStatus = 'PendingTransaction', caseStatus: CaseStatus = 'New') {
  const kase = demoCase({ status: caseStatus });
  const auction = makeAuction({ companyId: host().id, isFinished: true });
  const stopped = simNow() - 6 * DAY;
  const lot = makeLot({
    caseId: kase.id,
    auctionId: auction.id,
    status,
    openingPrice: 100_000,
    minBidIncrements: 1000,
    startedTime: new Date(stopped - 600_000).toISOString(),
    stoppedTime: new Date(stopped).toISOString(),
    soldTo: 'ThirdPartyBidder',
  });
  makeProperty({ lotId: lot.id });
  const [winner, rival] = [userNamed('bidder2'), userNamed('bidder3')];
  makeAuctionBidder({ lotId: lot.id, bidderId: rival.id, paddleNumber: 101 });
  makeAuctionBidder({ lotId: lot.id, bidderId: winner.id, paddleNumber: 102 });
  const first = makeBid({ lotId: lot.id, bidderId: rival.id, amount: 100_000 });
  const last = makeBid({ lotId: lot.id, bidderId: winner.id, amount: 101_000 });
  lot.winner = winnerOf(last);
  return { kase, lot, first, last };
}

const getLot = (user: string, lot: Lot) =>
  call(user, 'GET', `/api/cases/${lot.caseId}/lots/${lot.id}`);

describe('the lot of a case', () => {
  it('answers the lot view’s lot to staff, the firm and admins, and refuses the rest', async () => {
    const { lot, last } = soldLot();
    for (const user of ['auctioneer', 'employee', 'client', 'attorney', 'admin']) {
      const res = await call(user, 'GET', `/api/cases/${lot.caseId}/lots/${lot.id}`);
      expect(res.status).toBe(200);
    }
    const { body } = await call('auctioneer', 'GET', `/api/cases/${lot.caseId}/lots/${lot.id}`);
    expect(body).toMatchObject({
      id: lot.id,
      caseId: lot.caseId,
      lotStatus: 'PendingTransaction',
      propertyCount: 1,
      soldTo: 'ThirdPartyBidder',
      winner: {
        bidId: last.id,
        paddleNumber: 102,
        bidAmount: 101_000,
        bidBidderFullName: 'Casey Nguyen',
      },
      isDepositPastDue: true,
      isFullPaymentPastDue: false,
      markedFeatured: false,
      featuredId: null,
    });
    expect(body.property!.imageUrl).toBeTruthy();
    expect((await call('bidder', 'GET', `/api/cases/${lot.caseId}/lots/${lot.id}`)).status).toBe(
      403,
    );
    const other = demoCase();
    expect(await call('auctioneer', 'GET', `/api/cases/${other.id}/lots/${lot.id}`)).toEqual(
      refusal(404, LOT_MSG.notFound),
    );
    const foreign = makeLot({ caseId: makeCase({ companyId: db.companies[1].id }).id });
    expect(
      (await call('auctioneer', 'GET', `/api/cases/${foreign.caseId}/lots/${foreign.id}`)).status,
    ).toBe(403);
  });

  it('looks up the case’s lots in lot-number order with their street', async () => {
    const kase = demoCase();
    const b = makeLot({ caseId: kase.id, lotNumber: 2 });
    const a = makeLot({ caseId: kase.id, lotNumber: 1 });
    makeProperty({ lotId: a.id });
    const { status, body } = await call<LotLookup[]>(
      'client',
      'GET',
      `/api/lots/lookup/${kase.id}`,
    );
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: a.id, lotNumber: 1, lotStatus: 'Draft', streetLine1: '1200 Oak St' },
      { id: b.id, lotNumber: 2, lotStatus: 'Draft', streetLine1: null },
    ]);
    expect((await call('bidder', 'GET', `/api/lots/lookup/${kase.id}`)).status).toBe(403);
  });
});

describe('adding, editing and deleting lots', () => {
  it('a new lot defaults to 0 / 25 % / 1 and clamps the required down to 0..100', async () => {
    const kase = demoCase();
    const res = await call('employee', 'POST', `/api/lots/${kase.id}`, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      caseId: kase.id,
      lotStatus: 'Draft',
      openingPrice: 0,
      requiredDown: 25,
      minBidIncrements: 1,
      auction: null,
      propertyCount: 0,
    });
    expect(
      (await call('auctioneer', 'POST', `/api/lots/${kase.id}`, { requiredDown: 150 })).body
        .requiredDown,
    ).toBe(100);
    expect(
      (await call('auctioneer', 'POST', `/api/lots/${kase.id}`, { requiredDown: -5 })).body
        .requiredDown,
    ).toBe(0);
    expect(await call('auctioneer', 'POST', `/api/lots/${kase.id}`, { openingPrice: -1 })).toEqual(
      refusal(400, LOT_MSG.negativePrice),
    );
  });

  it('a new lot may go into an auction that has not started, last', async () => {
    const kase = demoCase();
    const auction = upcomingAuction(9);
    makeLot({ auctionId: auction.id });
    const res = await call('auctioneer', 'POST', `/api/lots/${kase.id}`, {
      auctionId: auction.id,
      openingPrice: 5000,
    });
    expect(res.body).toMatchObject({
      openingPrice: 5000,
      lotNumber: 2,
      auction: { id: auction.id, isStarted: false },
    });
    const finished = makeAuction({ companyId: host().id, isFinished: true });
    expect(
      await call('auctioneer', 'POST', `/api/lots/${kase.id}`, { auctionId: finished.id }),
    ).toEqual(refusal(400, LOT_MSG.auctionNotOpenForLots));
    const foreign = makeAuction({ companyId: db.companies[1].id });
    expect(
      (await call('auctioneer', 'POST', `/api/lots/${kase.id}`, { auctionId: foreign.id })).status,
    ).toBe(404);
  });

  it('only staff of the company may add lots to an open case', async () => {
    const kase = demoCase();
    for (const user of ['admin', 'client', 'attorney', 'bidder'])
      expect((await call(user, 'POST', `/api/lots/${kase.id}`, {})).status).toBe(403);
    const closed = demoCase({ status: 'Closed' });
    expect((await call('auctioneer', 'POST', `/api/lots/${closed.id}`, {})).status).toBe(403);
    const foreign = makeCase({ companyId: db.companies[1].id });
    expect((await call('auctioneer', 'POST', `/api/lots/${foreign.id}`, {})).status).toBe(403);
    expect(db.lots.filter((l) => [kase.id, closed.id, foreign.id].includes(l.caseId))).toHaveLength(
      0,
    );
  });

  it('edits the prices of a Draft or published lot that has not started', async () => {
    const kase = demoCase();
    const lot = makeLot({ caseId: kase.id, status: 'Listed' });
    const res = await call('auctioneer', 'PUT', `/api/lots/${lot.id}`, {
      openingPrice: 70_000,
      requiredDown: 120,
      minBidIncrements: 500,
    });
    expect(res.body).toMatchObject({
      openingPrice: 70_000,
      requiredDown: 100,
      minBidIncrements: 500,
    });
    lot.startedTime = new Date(simNow()).toISOString();
    expect(
      await call('auctioneer', 'PUT', `/api/lots/${lot.id}`, {
        openingPrice: 1,
        requiredDown: 10,
        minBidIncrements: 1,
      }),
    ).toEqual(refusal(400, LOT_MSG.updateLocked));
    const { lot: sold } = soldLot();
    expect(
      (
        await call('auctioneer', 'PUT', `/api/lots/${sold.id}`, {
          openingPrice: 1,
          requiredDown: 10,
          minBidIncrements: 1,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('admin', 'PUT', `/api/lots/${makeLot({ caseId: kase.id }).id}`, {
          openingPrice: 1,
        })
      ).status,
    ).toBe(403);
  });

  it('deletes only a lot without properties, in an editable case', async () => {
    const kase = demoCase();
    const withProperty = makeLot({ caseId: kase.id });
    makeProperty({ lotId: withProperty.id });
    expect(await call('auctioneer', 'DELETE', `/api/lots/${withProperty.id}`)).toEqual(
      refusal(400, LOT_MSG.deleteWithProperties),
    );
    const auction = upcomingAuction(9);
    const first = makeLot({ caseId: kase.id, auctionId: auction.id });
    const second = makeLot({ caseId: kase.id, auctionId: auction.id });
    expect((await call('client', 'DELETE', `/api/lots/${first.id}`)).status).toBe(403);
    expect((await call('admin', 'DELETE', `/api/lots/${first.id}`)).status).toBe(403);
    expect(await call('employee', 'DELETE', `/api/lots/${first.id}`)).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(db.lots.some((l) => l.id === first.id)).toBe(false);
    // The auction's other lots are numbered again.
    expect(second.lotNumber).toBe(1);
    expect((await call('auctioneer', 'DELETE', `/api/lots/${first.id}`)).status).toBe(404);
  });
});

describe('the auction date and the postponed flag', () => {
  const postpone = (user: string, lot: Lot, body: object) =>
    call(user, 'PUT', `/api/lots/${lot.id}/postpone`, body);

  it('Set Date puts a Draft lot into the company’s auction starting at that minute', async () => {
    const lot = makeLot({ caseId: demoCase().id });
    const auction = upcomingAuction(12);
    const at = new Date(new Date(auction.startTime).getTime() + 20_000).toISOString();
    expect(
      await postpone('auctioneer', lot, { action: 'initialSet', date: null, isPostpone: false }),
    ).toEqual(refusal(400, LOT_MSG.dateRequired));
    const wrong = new Date(new Date(auction.startTime).getTime() + 60_000).toISOString();
    expect(
      await postpone('auctioneer', lot, { action: 'initialSet', date: wrong, isPostpone: false }),
    ).toEqual(refusal(400, LOT_MSG.noAuctionAtDate));
    const res = await postpone('auctioneer', lot, {
      action: 'initialSet',
      date: at,
      isPostpone: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.auction).toMatchObject({ id: auction.id, startTime: auction.startTime });
    expect(res.body.lotNumber).toBe(1);
    expect(
      await postpone('auctioneer', lot, { action: 'initialSet', date: at, isPostpone: false }),
    ).toEqual(refusal(400, LOT_MSG.alreadyHasDate));
  });

  it('finds no auction of another company, nor a started, finished or cancelled one', async () => {
    const lot = makeLot({ caseId: demoCase().id });
    for (const over of [
      { companyId: db.companies[1].id },
      { isOpen: true },
      { isFinished: true },
      { isCancelled: true },
    ]) {
      const auction = upcomingAuction(13 + Object.keys(over).length, over);
      const res = await postpone('auctioneer', lot, {
        action: 'initialSet',
        date: auction.startTime,
        isPostpone: false,
      });
      expect(res).toEqual(refusal(400, LOT_MSG.noAuctionAtDate));
      auction.isCancelled = true;
    }
  });

  it('Change Date moves a Draft lot to another auction; only with a date already set', async () => {
    const kase = demoCase();
    const from = upcomingAuction(14);
    const to = upcomingAuction(15);
    const stays = makeLot({ caseId: kase.id, auctionId: from.id });
    const lot = makeLot({ caseId: kase.id, auctionId: from.id });
    const moved = stays.lotNumber === 1 ? lot : stays;
    const other = moved === lot ? stays : lot;
    const res = await postpone('auctioneer', moved, {
      action: 'changeDate',
      date: to.startTime,
      isPostpone: false,
    });
    expect(res.body.auction!.id).toBe(to.id);
    expect(other.lotNumber).toBe(1);
    const fresh = makeLot({ caseId: kase.id });
    expect(
      await postpone('auctioneer', fresh, {
        action: 'changeDate',
        date: to.startTime,
        isPostpone: false,
      }),
    ).toEqual(refusal(400, LOT_MSG.noDateYet));
    const listed = makeLot({ caseId: kase.id, auctionId: from.id, status: 'Listed' });
    expect(
      await postpone('auctioneer', listed, {
        action: 'initialSet',
        date: to.startTime,
        isPostpone: false,
      }),
    ).toEqual(refusal(400, LOT_MSG.dateOnlyDraft));
  });

  it('Change Date moves a published lot to another auction until its auction starts', async () => {
    const kase = demoCase();
    const from = upcomingAuction(17);
    const to = upcomingAuction(18);
    const later = upcomingAuction(19);
    const lot = makeLot({ caseId: kase.id, auctionId: from.id, status: 'Listed' });
    const change = (target: Auction) =>
      postpone('employee', lot, {
        action: 'changeDate',
        date: target.startTime,
        isPostpone: false,
      });

    const moved = await change(to);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ lotStatus: 'Listed', auction: { id: to.id } });
    expect(lot.auctionId).toBe(to.id);

    // Once the auction has started (open, or the lot has run) the date stays.
    to.isOpen = true;
    expect(await change(later)).toEqual(refusal(400, LOT_MSG.dateChangeStarted));
    to.isOpen = false;
    lot.startedTime = new Date(simNow()).toISOString();
    expect(await change(later)).toEqual(refusal(400, LOT_MSG.dateChangeStarted));
    expect(lot.auctionId).toBe(to.id);

    // A sold lot has no date to change.
    const sold = makeLot({ caseId: kase.id, auctionId: from.id, status: 'PendingTransaction' });
    expect(
      await postpone('auctioneer', sold, {
        action: 'changeDate',
        date: later.startTime,
        isPostpone: false,
      }),
    ).toEqual(refusal(400, LOT_MSG.dateChangeOnlyDraftOrListed));
  });

  it('postpone sets the flag and the continuance date on a published lot not started; unPostpone clears them', async () => {
    const kase = demoCase();
    const auction = upcomingAuction(16);
    const lot = makeLot({ caseId: kase.id, auctionId: auction.id, status: 'Listed' });
    const date = new Date(simNow() + 40 * DAY).toISOString();
    expect(
      await postpone('auctioneer', lot, { action: 'postpone', date: null, isPostpone: true }),
    ).toEqual(refusal(400, LOT_MSG.continuanceRequired));
    const res = await postpone('employee', lot, { action: 'postpone', date, isPostpone: true });
    expect(res.body).toMatchObject({ isPostponed: true, continuanceDate: date });
    const log = logsOf(lot.id).find((l) => l.actLogTitle === 'Lot Continuance')!;
    expect(log).toMatchObject({ caseId: kase.id, lotId: lot.id });
    const cleared = await postpone('auctioneer', lot, {
      action: 'unPostpone',
      date: null,
      isPostpone: false,
    });
    expect(cleared.body).toMatchObject({ isPostponed: false, continuanceDate: null });
    expect(
      await postpone('auctioneer', lot, { action: 'unPostpone', date: null, isPostpone: false }),
    ).toEqual(refusal(400, LOT_MSG.notPostponed));
  });

  it('refuses to postpone a Draft or started lot, an unknown action, and callers who cannot edit', async () => {
    const kase = demoCase();
    const date = new Date(simNow() + 40 * DAY).toISOString();
    const draft = makeLot({ caseId: kase.id });
    expect(
      await postpone('auctioneer', draft, { action: 'postpone', date, isPostpone: true }),
    ).toEqual(refusal(400, LOT_MSG.postponeOnlyListed));
    const started = makeLot({
      caseId: kase.id,
      status: 'Listed',
      startedTime: new Date(simNow()).toISOString(),
    });
    expect(
      (await postpone('auctioneer', started, { action: 'postpone', date, isPostpone: true }))
        .status,
    ).toBe(400);
    expect(
      await postpone('auctioneer', draft, { action: 'later', date, isPostpone: true }),
    ).toEqual(refusal(400, LOT_MSG.unknownPostpone));
    const listed = makeLot({ caseId: kase.id, status: 'Listed' });
    for (const user of ['admin', 'client', 'bidder'])
      expect(
        (await postpone(user, listed, { action: 'postpone', date, isPostpone: true })).status,
      ).toBe(403);
    expect(listed.isPostponed).toBe(false);
  });
});

describe('after the sale', () => {
  const step = (user: string, lot: Lot, name: string) =>
    call(user, 'PUT', `/api/lots/${lot.id}/${name}`);

  it('deposit → payment → (court) → deed ready → deed issued → case completed, each logged', async () => {
    const { kase, lot } = soldLot();
    expect(await step('auctioneer', lot, 'payment')).toEqual(
      refusal(400, LOT_MSG.paymentNeedsDeposit),
    );
    const deposit = await step('auctioneer', lot, 'deposit');
    expect(deposit.status).toBe(200);
    expect(deposit.body.depositReceivedDate).toBeTruthy();
    expect(deposit.body.isDepositPastDue).toBe(false);
    expect(await step('auctioneer', lot, 'deposit')).toEqual(refusal(400, LOT_MSG.depositAlready));
    const paid = await step('employee', lot, 'payment');
    expect(paid.body).toMatchObject({ lotStatus: 'CompleteTransaction' });
    expect(paid.body.paymentReceivedDate).toBeTruthy();
    expect(await step('auctioneer', lot, 'deposit')).toEqual(
      refusal(400, LOT_MSG.depositOnlyPending),
    );
    expect(await step('auctioneer', lot, 'payment')).toEqual(
      refusal(400, LOT_MSG.paymentOnlyPending),
    );
    // The deed steps wait for the court.
    expect(await step('auctioneer', lot, 'deedready')).toEqual(
      refusal(400, LOT_MSG.caseNotApproved),
    );
    expect(
      (await call('auctioneer', 'PUT', `/api/cases/${kase.id}/pendingcourtapproval`)).status,
    ).toBe(200);
    expect((await call('auctioneer', 'PUT', `/api/cases/${kase.id}/courtapproved`)).status).toBe(
      200,
    );
    expect(await step('auctioneer', lot, 'deedissued')).toEqual(
      refusal(400, LOT_MSG.deedIssuedOnlyReady),
    );
    expect((await step('auctioneer', lot, 'deedready')).body.lotStatus).toBe('DeedReady');
    expect(await step('auctioneer', lot, 'deedready')).toEqual(
      refusal(400, LOT_MSG.deedReadyOnlyPaid),
    );
    expect(await step('auctioneer', lot, 'deedissued')).toEqual(
      refusal(400, '"Deed Delivery Option" is not set by the bidder!'),
    );
    // The winner chooses the delivery.
    const choice = await callAs('bidder2', 'PUT', `/api/bidders/winning/${lot.id}/deeddelivery`, {
      deedDelivery: 'PickUp',
    });
    expect(choice.status).toBe(200);
    const issued = await step('auctioneer', lot, 'deedissued');
    expect(issued.body).toMatchObject({ lotStatus: 'DeedIssued', deedDelivery: 'PickUp' });
    expect((await call('auctioneer', 'PUT', `/api/cases/${kase.id}/completed`)).status).toBe(200);
    for (const title of [
      'Deposit Received - Confirmed',
      'Payment Received - Confirmed',
      'Deed Ready',
      'Deed Issued',
    ])
      expect(logsOf(lot.id).find((l) => l.actLogTitle === title)).toMatchObject({
        caseId: kase.id,
        lotId: lot.id,
      });
    expect(
      db.activityLogs
        .filter((l) => l.caseId === kase.id && l.lotId === null)
        .map((l) => l.actLogTitle),
    ).toEqual(['Pending Court Approval', 'Court Approved', 'Case Completed']);
  });

  it('a deposit date before 2000 counts as no deposit', async () => {
    const { lot } = soldLot();
    lot.depositReceivedDate = '0001-01-01T00:00:00';
    expect((await getLot('auctioneer', lot)).body.isDepositPastDue).toBe(true);
    expect(await step('auctioneer', lot, 'payment')).toEqual(
      refusal(400, LOT_MSG.paymentNeedsDeposit),
    );
    expect((await step('auctioneer', lot, 'deposit')).status).toBe(200);
  });

  it('a lot sold to the Plaintiff gets its deed without a delivery choice', async () => {
    const { lot } = soldLot('DeedReady', 'Approved');
    lot.winner = null;
    lot.soldTo = 'Plaintiff';
    expect((await step('auctioneer', lot, 'deedissued')).body.lotStatus).toBe('DeedIssued');
  });

  it('the seeded deed-ready lots: without the winner’s choice refused, with it issued', async () => {
    const approvedDeedReady = db.lots.filter(
      (l) =>
        l.status === 'DeedReady' &&
        db.cases.find((c) => c.id === l.caseId)?.status === 'Approved' &&
        db.cases.find((c) => c.id === l.caseId)?.companyId === host().id,
    );
    const without = approvedDeedReady.find((l) => !l.deedDelivery)!;
    const withChoice = approvedDeedReady.find((l) => l.deedDelivery)!;
    expect(await step('auctioneer', without, 'deedissued')).toEqual(
      refusal(400, LOT_MSG.deedDeliveryNotSet),
    );
    expect((await step('auctioneer', withChoice, 'deedissued')).status).toBe(200);
  });

  it('only staff of the company run the steps', async () => {
    const { lot } = soldLot();
    for (const user of ['admin', 'client', 'attorney', 'bidder2'])
      expect((await step(user, lot, 'deposit')).status).toBe(403);
    expect(lot.depositReceivedDate).toBeNull();
  });
});

describe('changing the winner', () => {
  const declare = (user: string, lot: Lot, body: object) =>
    call(user, 'POST', `/api/lots/${lot.id}/declarewinner`, body);

  it('WinnerChanged picks another bid of the lot, with a description, and logs it', async () => {
    const { lot, first } = soldLot();
    lot.depositReceivedDate = new Date(simNow()).toISOString();
    expect(
      await declare('auctioneer', lot, { action: 'WinnerChanged', description: 'x', bidId: null }),
    ).toEqual(refusal(400, LOT_MSG.winnerBidRequired));
    expect(
      await declare('auctioneer', lot, {
        action: 'WinnerChanged',
        description: ' ',
        bidId: first.id,
      }),
    ).toEqual(refusal(400, LOT_MSG.winnerDescription));
    const { last: otherBid } = soldLot();
    expect(
      await declare('auctioneer', lot, {
        action: 'WinnerChanged',
        description: 'x',
        bidId: otherBid.id,
      }),
    ).toEqual(refusal(400, LOT_MSG.winnerBidNotOfLot));
    expect(
      await declare('auctioneer', lot, {
        action: 'WinnerChanged',
        description: 'x',
        bidId: lot.winner!.bidId,
      }),
    ).toEqual(refusal(400, LOT_MSG.winnerSameBid));
    const res = await declare('employee', lot, {
      action: 'WinnerChanged',
      description: 'The winner defaulted.',
      bidId: first.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.winner).toMatchObject({
      bidId: first.id,
      paddleNumber: 101,
      bidAmount: 100_000,
      bidBidderFullName: 'Dana Ortiz',
    });
    expect(res.body).toMatchObject({
      lotStatus: 'PendingTransaction',
      depositReceivedDate: null,
      soldTo: 'ThirdPartyBidder',
    });
    const log = logsOf(lot.id).find((l) => l.actLogTitle === 'Winner Changed')!;
    expect(log.actLogBody).toContain('The winner defaulted.');
    expect(log).toMatchObject({ caseId: lot.caseId });
  });

  it('WinnerRemoved leaves the lot to the Plaintiff and logs it', async () => {
    const { lot } = soldLot('CompleteTransaction');
    const res = await declare('auctioneer', lot, {
      action: 'WinnerRemoved',
      description: 'No payoff.',
      bidId: null,
    });
    expect(res.body).toMatchObject({
      winner: null,
      soldTo: 'Plaintiff',
      lotStatus: 'PendingTransaction',
    });
    expect(logsOf(lot.id).find((l) => l.actLogTitle === 'Winner Removed')!.actLogBody).toBe(
      'No payoff.',
    );
    expect(
      await declare('auctioneer', lot, {
        action: 'WinnerRemoved',
        description: 'again',
        bidId: null,
      }),
    ).toEqual(refusal(400, LOT_MSG.winnerNone));
  });

  it('refuses a lot without bids, an unsold lot, an unknown action and callers who cannot edit', async () => {
    const { lot } = soldLot();
    const bare = makeLot({ caseId: lot.caseId, status: 'PendingTransaction' });
    expect(
      await declare('auctioneer', bare, { action: 'WinnerChanged', description: 'x', bidId: 1 }),
    ).toEqual(refusal(400, 'Auction had no bids!'));
    const draft = makeLot({ caseId: lot.caseId });
    expect(
      await declare('auctioneer', draft, {
        action: 'WinnerRemoved',
        description: 'x',
        bidId: null,
      }),
    ).toEqual(refusal(400, LOT_MSG.winnerOnlySold));
    expect(
      await declare('auctioneer', lot, { action: 'Other', description: 'x', bidId: null }),
    ).toEqual(refusal(400, LOT_MSG.winnerAction));
    for (const user of ['admin', 'client', 'bidder'])
      expect(
        (await declare(user, lot, { action: 'WinnerRemoved', description: 'x', bidId: null }))
          .status,
      ).toBe(403);
    expect(lot.winner).not.toBeNull();
  });
});

describe('featured lots', () => {
  const mark = (user: string, lot: Lot, replace: boolean) =>
    call(user, 'PUT', `/api/lots/${lot.id}/markasfeatured/${replace}`);
  const unmark = (user: string, lot: Lot) =>
    call(user, 'PUT', `/api/lots/unmarkasfeatured/${lot.id}`);
  const ownFeatured = () =>
    db.lots.filter(
      (l) =>
        l.isFeatured &&
        !l.featuredByAdmin &&
        db.cases.find((c) => c.id === l.caseId)?.companyId === host().id,
    );

  it('needs a primary property with a photo', async () => {
    const kase = demoCase();
    const bare = makeLot({ caseId: kase.id, status: 'Listed' });
    expect(await mark('auctioneer', bare, false)).toEqual(refusal(400, 'Property Not Found'));
    makeProperty({ lotId: bare.id, images: [] });
    expect(await mark('auctioneer', bare, false)).toEqual(refusal(400, 'Property Image Not Found'));
  });

  it('asks before replacing the company’s featured lot; replace unmarks the others but not an admin’s', async () => {
    const adminFlag = db.lots.find((l) => l.featuredByAdmin && l.isFeatured)!;
    expect(adminFlag).toBeDefined();
    expect(ownFeatured().length).toBeGreaterThan(0);
    const lot = makeLot({ caseId: demoCase().id, status: 'Listed' });
    makeProperty({ lotId: lot.id });
    expect(await mark('auctioneer', lot, false)).toEqual(
      refusal(409, 'Featured lot found under your account! Would you like to replace?'),
    );
    expect(lot.isFeatured).toBe(false);
    const res = await mark('employee', lot, true);
    expect(res.body).toMatchObject({
      markedFeatured: true,
      featuredId: lot.id,
      featuredByAdmin: false,
    });
    expect(ownFeatured().map((l) => l.id)).toEqual([lot.id]);
    expect(adminFlag.isFeatured).toBe(true);
    const list = await call<FeaturedLot[]>('auctioneer', 'GET', '/api/auctioneers/featuredlot');
    // Featured lot entries (spec 2 section 3): id, isAdmin, lot.
    expect(list.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          isAdmin: false,
          lot: expect.objectContaining({
            id: lot.id,
            caseId: lot.caseId,
            streetLine1: '1200 Oak St',
            city: 'Chicago',
          }),
        }),
        expect.objectContaining({
          isAdmin: true,
          lot: expect.objectContaining({ id: adminFlag.id }),
        }),
      ]),
    );
    expect(list.body).toHaveLength(2);
  });

  it('only an admin removes a flag an admin set; admins mark any lot without the question', async () => {
    const adminFlag = db.lots.find((l) => l.featuredByAdmin && l.isFeatured)!;
    expect(await unmark('auctioneer', adminFlag)).toEqual(
      refusal(403, 'Cannot remove the featured flag created by Admin!'),
    );
    expect((await unmark('admin', adminFlag)).body.markedFeatured).toBe(false);
    expect(await unmark('auctioneer', adminFlag)).toEqual(refusal(400, LOT_MSG.notFeatured));
    const lot = makeLot({
      caseId: makeCase({ companyId: db.companies[1].id }).id,
      status: 'Listed',
    });
    makeProperty({ lotId: lot.id });
    const res = await mark('admin', lot, false);
    expect(res.body).toMatchObject({ markedFeatured: true, featuredByAdmin: true });
  });

  it('staff remove their own flag; firms, bidders and other companies may not feature', async () => {
    const own = ownFeatured()[0];
    expect((await unmark('client', own)).status).toBe(403);
    expect((await unmark('bidder', own)).status).toBe(403);
    expect((await unmark('employee', own)).body.markedFeatured).toBe(false);
    const foreign = makeLot({ caseId: makeCase({ companyId: db.companies[1].id }).id });
    makeProperty({ lotId: foreign.id });
    expect((await mark('auctioneer', foreign, true)).status).toBe(403);
    expect((await mark('client', own, true)).status).toBe(403);
    expect((await call('client', 'GET', '/api/auctioneers/featuredlot')).status).toBe(403);
  });
});

describe('lot activity', () => {
  it('the auction engine’s, publishing’s and the case’s logs carry the case and the lot', async () => {
    const kase = demoCase();
    const auction = upcomingAuction(2);
    const lot = makeLot({ caseId: kase.id, auctionId: auction.id });
    makeProperty({ lotId: lot.id });
    expect((await call('auctioneer', 'PUT', `/api/lots/${lot.id}/list`)).status).toBe(200);
    startLot(lot);
    const bidder = userNamed('bidder2');
    const profile = db.purchaseProfiles.find((p) => p.bidderId === bidder.id)!;
    joinLot(lot, bidder, 100_000, profile.id, 'online');
    placeBid(lot, bidder, minimumBid(lot));
    notifyStop(lot);
    cancelStopAlert(lot);
    stopLot(lot);
    const { status, body } = await call<
      { actLogTitle: string; caseId: number; lotId: number; createdDate: string }[]
    >('client', 'GET', `/api/lots/${lot.id}/activity`);
    expect(status).toBe(200);
    expect(body.map((l) => l.actLogTitle).sort()).toEqual(
      [
        'Lot Published',
        'Auction Started',
        'Bid Placed',
        'Stop Alert Sent',
        'Stop Alert Canceled',
        'Winner Declared',
        'Lot Closed',
      ].sort(),
    );
    expect(body.every((l) => l.caseId === kase.id && l.lotId === lot.id)).toBe(true);
    const dates = body.map((l) => l.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const ofCase = await call<{ data: { actLogTitle: string }[] }>(
      'auctioneer',
      'POST',
      '/api/notifications/activitylogs/list',
      {
        caseId: kase.id,
      },
    );
    expect(ofCase.body.data.map((l) => l.actLogTitle)).toEqual(
      expect.arrayContaining(titlesOf(lot.id)),
    );
    expect((await call('bidder', 'GET', `/api/lots/${lot.id}/activity`)).status).toBe(403);
    expect((await call('auctioneer', 'GET', '/api/lots/999999/activity')).status).toBe(404);
  });
});
