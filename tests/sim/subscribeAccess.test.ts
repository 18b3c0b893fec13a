// @vitest-environment node
import { SubscriberRole } from '../../src/live/gen/auction';
import { db } from '../../src/mocks/db';
import { Status } from '../../src/mocks/live/frames';
import { subscriberCount } from '../../src/mocks/live/hub';
import { postSubscribe } from './subscribeCall';

const { bidder, auctioneer, presenter } = SubscriberRole;

const runningLot = () => {
  const auction = db.auctions.find((a) => a.startType === 'Manual' && a.isOpen)!;
  return db.lots.find((l) => l.auctionId === auction.id && l.status === 'Listed')!;
};

/**
 * A Subscribe call as `userName` taking `role` for `lots`: the status the server answered in the
 * headers (OK when the stream opened), its message, and the open stream's abort.
 */
async function subscribe(userName: string, role: SubscriberRole, lots: number[]) {
  const abort = new AbortController();
  const { res } = await postSubscribe(userName, lots, { role, signal: abort.signal });
  const status = Number(res.headers.get('grpc-status') ?? Status.OK);
  const message = decodeURIComponent(res.headers.get('grpc-message') ?? '');
  if (status !== Status.OK) await res.body?.cancel();
  return { status, message, close: () => abort.abort() };
}

const PERMISSION_DENIED = Status.PERMISSION_DENIED;

describe('who may open the live stream, as the server decides before any message', () => {
  it.each<[string, string, SubscriberRole, number]>([
    ['a client as the control room', 'client', auctioneer, PERMISSION_DENIED],
    ['an attorney as the TV view', 'attorney', presenter, PERMISSION_DENIED],
    ['an admin as the control room', 'admin', auctioneer, PERMISSION_DENIED],
    ['an admin as the TV view', 'admin', presenter, PERMISSION_DENIED],
    ['a bidder as the control room', 'bidder', auctioneer, PERMISSION_DENIED],
    ['an auctioneer as a bidder', 'auctioneer', bidder, PERMISSION_DENIED],
    ['a client as a bidder', 'client', bidder, PERMISSION_DENIED],
    ['an auctioneer as the control room', 'auctioneer', auctioneer, Status.OK],
    ['an employee as the TV view', 'employee', presenter, Status.OK],
    ['a bidder as a bidder', 'bidder', bidder, Status.OK],
  ])('%s: status %i', async (_who, userName, role, expected) => {
    const call = await subscribe(userName, role, [runningLot().id]);
    try {
      expect(call.status).toBe(expected);
      if (expected === PERMISSION_DENIED)
        expect(call.message).toBe('You have no permission to complete the request!');
    } finally {
      call.close();
    }
  });

  it('a refused call opens no stream', async () => {
    const before = subscriberCount();
    const call = await subscribe('client', auctioneer, [runningLot().id]);
    expect(call.status).toBe(PERMISSION_DENIED);
    expect(subscriberCount()).toBe(before);
  });

  it('a lot that does not exist, or whose auction does not: NotFound', async () => {
    const missing = Math.max(...db.lots.map((l) => l.id)) + 1;
    const call = await subscribe('bidder', bidder, [runningLot().id, missing]);
    expect(call).toMatchObject({ status: Status.NOT_FOUND, message: 'Lot is not found!' });
    const orphan = runningLot();
    orphan.auctionId = Math.max(...db.auctions.map((a) => a.id)) + 1;
    const staff = await subscribe('auctioneer', auctioneer, [orphan.id]);
    expect(staff.status).toBe(Status.NOT_FOUND);
  });

  it('a request naming no lot: InvalidArgument', async () => {
    const call = await subscribe('bidder', bidder, []);
    expect(call.status).toBe(Status.INVALID_ARGUMENT);
  });
});
