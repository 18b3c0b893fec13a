// @vitest-environment node
import { db } from '../../src/mocks/db';
import { callAs, userNamed } from '../simApi';

const json = async <T>(res: Response): Promise<T> => {
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
const pinsOfBidder = () =>
  db.bidders.find((b) => b.userId === userNamed('bidder').id)!.pinnedLotIds;
/** An auction with lots, one of them a draft. */
function auctionWithDraft() {
  const lots = db.lots.filter((l) => l.auctionId === db.lots[0].auctionId);
  lots[lots.length - 1].status = 'Draft';
  return { auctionId: lots[0].auctionId!, lots };
}

describe('GET /api/lots/auction/{auctionId}', () => {
  it('lists the auction’s lots with their numbers and addresses, in lot-number order, without drafts', async () => {
    const { auctionId, lots } = auctionWithDraft();
    const body = await json<{ id: number; auctionId: number; lotNumber: number; city: string }[]>(
      await callAs('bidder', 'GET', `/api/lots/auction/${auctionId}`),
    );
    const listed = lots.filter((l) => l.status !== 'Draft');
    expect(body.map((l) => l.id).sort()).toEqual(listed.map((l) => l.id).sort());
    expect(body.map((l) => l.lotNumber)).toEqual(
      listed.map((l) => l.lotNumber).sort((a, b) => a - b),
    );
    const first = db.lots.find((l) => l.id === body[0].id)!;
    const address = db.properties.find((p) => p.lotId === first.id && p.isPrimary)!.address;
    expect(body[0]).toMatchObject({
      auctionId,
      lotNumber: first.lotNumber,
      lotStatus: first.status,
      isPostponed: first.isPostponed,
      openingPrice: first.openingPrice,
      propertyCount: 1,
      streetLine1: address.streetLine1,
      city: address.city,
      stateCode: address.state,
      zipCode: address.zipCode,
    });
  });

  it('answers 404 for an unknown auction and 401 without a token', async () => {
    expect((await callAs('bidder', 'GET', '/api/lots/auction/999999')).status).toBe(404);
    expect((await fetch('http://localhost/api/lots/auction/1')).status).toBe(401);
  });
});

describe('GET /api/properties/{lotId}/list', () => {
  it('lists every property of a lot, the primary one first', async () => {
    const lot = db.lots.find((l) => l.status === 'Listed')!;
    const primary = db.properties.find((p) => p.lotId === lot.id)!;
    db.properties.push({
      ...primary,
      id: 990_001,
      isPrimary: false,
      address: { ...primary.address, streetLine1: '2 Second St' },
    });
    const body = await json<
      {
        id: number;
        lotId: number;
        isPrimary: boolean;
        streetLine1: string;
        stateCode: string;
        extendedData: unknown[];
        imageData: unknown[];
      }[]
    >(await callAs('bidder', 'GET', `/api/properties/${lot.id}/list`));
    expect(body.map((p) => [p.id, p.isPrimary])).toEqual([
      [primary.id, true],
      [990_001, false],
    ]);
    expect(body[1]).toMatchObject({
      lotId: lot.id,
      streetLine1: '2 Second St',
      stateCode: primary.address.state,
    });
    expect(body[0].extendedData).toHaveLength(primary.attributes.length);
    expect(body[0].imageData).toEqual(primary.images);
  });

  it('answers 404 for an unknown or draft lot', async () => {
    expect((await callAs('bidder', 'GET', '/api/properties/999999/list')).status).toBe(404);
    const draft = db.lots.find((l) => l.status === 'Listed')!;
    draft.status = 'Draft';
    expect((await callAs('bidder', 'GET', `/api/properties/${draft.id}/list`)).status).toBe(404);
  });
});

describe('pinned count', () => {
  it('GET /api/bidders/pin/count agrees with the pin and unpin answers', async () => {
    const count = async () =>
      (await json<{ pinnedCount: number }>(await callAs('bidder', 'GET', '/api/bidders/pin/count')))
        .pinnedCount;
    const before = pinsOfBidder().length;
    expect(await count()).toBe(before);
    const lot = db.lots.find((l) => l.status === 'Listed' && !pinsOfBidder().includes(l.id))!;
    const pinned = await json<{ pinnedCount: number }>(
      await callAs('bidder', 'GET', `/api/bidders/pin/${lot.id}`),
    );
    expect(pinned.pinnedCount).toBe(before + 1);
    expect(await count()).toBe(before + 1);
    const unpinned = await json<{ pinnedCount: number }>(
      await callAs('bidder', 'DELETE', `/api/bidders/unpin/${lot.id}`),
    );
    expect(unpinned.pinnedCount).toBe(before);
    expect(await count()).toBe(before);
  });
});

describe('POST /api/lots/list/bidder', () => {
  const search = (body: Record<string, unknown>) =>
    callAs('bidder', 'POST', '/api/lots/list/bidder', {
      search: '',
      sorter: { field: 'auctionStartTime', order: 'ascend' },
      pagination: { current: 1, pageSize: 100 },
      beginDate: null,
      endDate: null,
      showPinned: false,
      showFeatured: false,
      showLive: false,
      searchAttributes: [],
      polygons: [],
      circles: [],
      ...body,
    });
  type Row = { id: number; propertyCount: number; lotNumber: number; auctionStartTime: string };
  const sold = (id: number) => Boolean(db.lots.find((l) => l.id === id)!.stoppedTime);

  it('lists current lots only, each with its property count and lot number', async () => {
    const { data, total } = await json<{ data: Row[]; total: number }>(await search({}));
    expect(total).toBeGreaterThan(0);
    expect(data.some((r) => sold(r.id))).toBe(false);
    for (const r of data) {
      expect(r.propertyCount).toBe(db.properties.filter((p) => p.lotId === r.id).length);
      expect(r.lotNumber).toBe(db.lots.find((l) => l.id === r.id)!.lotNumber);
    }
  });

  it('honours the begin date: from 2000-01-01 the completed lots come too', async () => {
    const current = await json<{ data: Row[]; total: number }>(await search({}));
    const all = await json<{ data: Row[]; total: number }>(
      await search({ beginDate: '2000-01-01' }),
    );
    expect(all.total).toBeGreaterThan(current.total);
    expect(all.data.some((r) => sold(r.id))).toBe(true);
    // A begin date after every sale leaves them out again.
    const later = await json<{ data: Row[] }>(
      await search({ beginDate: '2099-01-01T00:00:00.000Z' }),
    );
    expect(later.data).toEqual([]);
  });
});
