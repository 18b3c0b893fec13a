// @vitest-environment node
import { Event, StreamMessage } from '../../src/live/gen/auction';
import { db } from '../../src/mocks/db';
import { readFrames } from '../../src/mocks/live/frames';
import { joinLot, leaveLot } from '../../src/mocks/live/engine';
import { postSubscribe } from './subscribeCall';

/** Opens a Subscribe call against the simulator handlers and collects decoded messages as they arrive. */
async function subscribe(userName: string, lots: number[], device: Record<string, string>) {
  const { res, tok } = await postSubscribe(userName, lots, { device });
  const seen: StreamMessage[] = [];
  const state = { ended: false, trailer: '' };
  const reader = res.body!.getReader();
  let buffer = new Uint8Array();
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const merged = new Uint8Array(buffer.length + value.length);
      merged.set(buffer);
      merged.set(value, buffer.length);
      buffer = merged;
      // Consume complete frames.
      let at = 0;
      while (at + 5 <= buffer.length) {
        const len = new DataView(buffer.buffer, buffer.byteOffset + at + 1, 4).getUint32(0);
        if (at + 5 + len > buffer.length) break;
        const chunk = buffer.slice(at, at + 5 + len);
        if (chunk[0] === 0x80) state.trailer = new TextDecoder().decode(chunk.slice(5));
        else for (const p of readFrames(chunk)) seen.push(StreamMessage.deserializeBinary(p));
        at += 5 + len;
      }
      buffer = buffer.slice(at);
    }
    state.ended = true;
  })();
  return { seen, state, userId: tok.id as number };
}

const until = async (check: () => boolean) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > 3000) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

const liveLot = () => {
  const auction = db.auctions.find((a) => a.startType === 'Manual' && a.isOpen)!;
  return db.lots.find((l) => l.auctionId === auction.id && l.status === 'Listed')!;
};

describe('stream events of the simulator', () => {
  it('the same bidder on a second device: the older stream gets Disconnect with the new device, then ends', async () => {
    const lot = liveLot();
    const first = await subscribe('bidder', [lot.id], {
      userDeviceId: 'laptop',
      tabId: 't1',
      os: 'Windows',
      device: 'Desktop',
    });
    await until(() => first.seen.length > 0);
    const second = await subscribe('bidder', [lot.id], {
      userDeviceId: 'phone',
      tabId: 't2',
      os: 'iOS',
      device: 'Mobile',
      near: 'Chicago, IL',
    });
    await until(() => first.state.ended);
    const last = first.seen.at(-1)!;
    expect(last.event).toBe(Event.Disconnect);
    expect(JSON.parse(last.errorMsg)).toEqual({ os: 'iOS', device: 'Mobile', near: 'Chicago, IL' });
    expect(first.state.trailer).toContain('grpc-status:0');
    await until(() => second.seen.length > 0);
    expect(second.state.ended).toBe(false);
  });

  it('a second tab on the same device is not disconnected', async () => {
    const lot = liveLot();
    const a = await subscribe('bidder', [lot.id], { userDeviceId: 'laptop', tabId: 't1' });
    await until(() => a.seen.length > 0);
    const b = await subscribe('bidder', [lot.id], { userDeviceId: 'laptop', tabId: 't2' });
    await until(() => b.seen.length > 0);
    expect(a.state.ended).toBe(false);
  });

  it('an auctioneer removing a bidder: BidderLeft for the room, Kick for that bidder', async () => {
    const lot = liveLot();
    const bidder2 = db.users.find((u) => u.userName === 'bidder2')!;
    joinLot(
      lot,
      bidder2,
      50_000,
      db.purchaseProfiles.find((p) => p.bidderId === bidder2.id)!.id,
      'online',
    );
    const kicked = await subscribe('bidder2', [lot.id], { userDeviceId: 'b2', tabId: 'x' });
    const room = await subscribe('bidder3', [lot.id], { userDeviceId: 'b3', tabId: 'y' });
    await until(() => kicked.seen.length > 0 && room.seen.length > 0);
    leaveLot(lot, bidder2.id, { kicked: true });
    await until(() => kicked.seen.some((m) => m.event === Event.Kick));
    await until(() => room.seen.some((m) => m.event === Event.BidderLeft));
    expect(room.seen.some((m) => m.event === Event.Kick)).toBe(false);
  });

  it('a refused subscription gets Error with the server message', async () => {
    const cancelled = db.lots.find((l) => l.status === 'Cancelled')!;
    const s = await subscribe('bidder', [cancelled.id], { userDeviceId: 'd', tabId: 't' });
    await until(() => s.seen.length > 0);
    expect(s.seen[0].event).toBe(Event.Error);
    expect(s.seen[0].errorMsg).toBe('This lot is not available for live bidding.');
  });
});
