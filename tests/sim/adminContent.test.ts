import type { AdminLot, FeaturedLotEntry } from '../../src/api/featuredLots';
import type { Resource } from '../../src/api/resources';
import { advanceSimTime } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { LOT_MSG } from '../../src/mocks/rules/caseStatus';
import { caseById } from '../../src/mocks/rules/caseAccess';
import { primaryPropertyOf } from '../../src/mocks/views/caseViews';
import { RESOURCE_MSG } from '../../src/lib/resources';
import { callAs, userNamed } from '../simApi';

async function call<T = unknown>(
  user: string | null,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = user
    ? await callAs(user, method, path, body)
    : await fetch(`http://localhost${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
  return { status: res.status, body: (await res.json()) as T & { message?: string } };
}

const HOSTILE =
  '<p>Safe words</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
const valid = (over: Record<string, unknown> = {}) => ({
  title: '  Bidding from your phone  ',
  description: '<p>Tips for <strong>mobile</strong> bidders.</p>',
  link: '',
  body: '',
  ...over,
});

describe('resources (admin writes)', () => {
  it('adds a resource as sent (trimmed title, body empty), listed newest first with its link', async () => {
    const added = await call<Resource>(
      'admin',
      'POST',
      '/api/resources',
      valid({ description: HOSTILE, link: ' https://example.com/guide ', body: '<p>ignored</p>' }),
    );
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      title: 'Bidding from your phone',
      description: HOSTILE,
      link: 'https://example.com/guide',
      body: '',
    });
    const list = await call<Resource[]>(null, 'GET', '/api/resources/list');
    expect(list.body[0]).toMatchObject({ id: added.body.id, link: 'https://example.com/guide' });
    expect(list.body[0]).not.toHaveProperty('body');
    const one = await call<Resource>(null, 'GET', `/api/resources/${added.body.id}`);
    expect(one.body.description).toBe(HOSTILE);
    expect(db.activityLogs.some((l) => l.actLogTitle === 'Resource Added')).toBe(true);
  });

  it.each([
    [{ title: ' ' }, RESOURCE_MSG.titleRequired],
    [{ title: undefined }, RESOURCE_MSG.titleRequired],
    [{ description: '' }, RESOURCE_MSG.descriptionRequired],
    [{ description: '<p></p>' }, RESOURCE_MSG.descriptionRequired],
    [{ description: '<p> &nbsp; </p><br>' }, RESOURCE_MSG.descriptionRequired],
    [{ link: 'javascript:alert(1)' }, RESOURCE_MSG.invalidLink],
    [{ link: 'example.com' }, RESOURCE_MSG.invalidLink],
    [{ link: 42 }, RESOURCE_MSG.invalidLink],
  ])('refuses %j with 400 and a message', async (over, message) => {
    const before = db.resources.length;
    const res = await call('admin', 'POST', '/api/resources', valid(over));
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(db.resources).toHaveLength(before);
  });

  it('edits and deletes a resource; unknown ids answer 404', async () => {
    const id = db.resources[0].id;
    const edited = await call<Resource>('admin', 'PUT', `/api/resources/${id}`, valid());
    expect(edited.status).toBe(200);
    expect(db.resources.find((r) => r.id === id)).toMatchObject({
      title: 'Bidding from your phone',
      body: '',
    });
    expect((await call('admin', 'PUT', `/api/resources/${id}`, valid({ title: '' }))).body).toEqual(
      {
        message: RESOURCE_MSG.titleRequired,
      },
    );
    expect((await call('admin', 'DELETE', `/api/resources/${id}`)).status).toBe(200);
    expect(db.resources.some((r) => r.id === id)).toBe(false);
    for (const [method, body] of [
      ['PUT', valid()],
      ['DELETE', undefined],
    ] as const) {
      expect(await call('admin', method, `/api/resources/${id}`, body)).toMatchObject({
        status: 404,
        body: { message: RESOURCE_MSG.notFound },
      });
      expect((await call('admin', method, '/api/resources/abc', body)).status).toBe(404);
    }
  });

  it('refuses every write to other roles (403) and to anonymous callers (401)', async () => {
    const id = db.resources[0].id;
    for (const who of ['auctioneer', 'employee', 'client', 'bidder']) {
      expect((await call(who, 'POST', '/api/resources', valid())).status).toBe(403);
      expect((await call(who, 'PUT', `/api/resources/${id}`, valid())).status).toBe(403);
      expect((await call(who, 'DELETE', `/api/resources/${id}`)).status).toBe(403);
    }
    expect((await call(null, 'POST', '/api/resources', valid())).status).toBe(401);
    expect(db.resources.find((r) => r.id === id)?.title).not.toBe('Bidding from your phone');
  });
});

/** A listed lot of the auctioneer's company with a photo, not featured yet. */
function markableLot() {
  const companyId = userNamed('auctioneer').companyId;
  return db.lots.find(
    (l) =>
      l.status === 'Listed' &&
      l.auctionId !== null &&
      !l.isFeatured &&
      caseById(l.caseId)?.companyId === companyId &&
      (primaryPropertyOf(l.id)?.images.length ?? 0) > 0,
  )!;
}

describe('featured lots (admin)', () => {
  it('lists every featured lot as {id, isAdmin, lot} to admins only', async () => {
    const res = await call<FeaturedLotEntry[]>('admin', 'GET', '/api/admins/featuredlot');
    expect(res.status).toBe(200);
    const featured = db.lots.filter((l) => l.isFeatured);
    expect(res.body.map((e) => e.id).sort()).toEqual(featured.map((l) => l.id).sort());
    const byAdmin = featured.find((l) => l.featuredByAdmin)!;
    expect(res.body.find((e) => e.id === byAdmin.id)).toMatchObject({
      isAdmin: true,
      lot: { id: byAdmin.id, markedFeatured: true },
    });
    expect(
      res.body.every(
        (e) =>
          e.lot.auctionHostName !== '' && 'auctionStartTime' in e.lot && e.lot.images.length > 0,
      ),
    ).toBe(true);
    expect((await call('auctioneer', 'GET', '/api/admins/featuredlot')).status).toBe(403);
    expect((await call(null, 'GET', '/api/admins/featuredlot')).status).toBe(401);
  });

  it('searches published lots by address or case number, admins only', async () => {
    const lot = markableLot();
    const p = primaryPropertyOf(lot.id)!;
    const kase = caseById(lot.caseId)!;
    for (const q of [p.address.streetLine1.toUpperCase(), kase.caseNumber.toLowerCase()]) {
      const res = await call<AdminLot[]>(
        'admin',
        'GET',
        `/api/admins/lot/${encodeURIComponent(q)}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.find((l) => l.id === lot.id)).toMatchObject({
        caseNumber: kase.caseNumber,
        streetLine1: p.address.streetLine1,
        markedFeatured: false,
        images: p.images.map((i) => ({ url: i.url, isMain: i.isMain })),
      });
      expect(res.body.every((l) => l.lotStatus === 'Listed')).toBe(true);
    }
    expect((await call<AdminLot[]>('admin', 'GET', '/api/admins/lot/zzzz-nowhere')).body).toEqual(
      [],
    );
    expect((await call('auctioneer', 'GET', '/api/admins/lot/main')).status).toBe(403);
  });

  it('an admin’s mark leads the lists; the auctioneer cannot remove it, the admin can', async () => {
    const lot = markableLot();
    advanceSimTime(60_000);
    const marked = await call('admin', 'PUT', `/api/lots/${lot.id}/markasfeatured/false`);
    expect(marked.status).toBe(200);
    expect(lot).toMatchObject({ isFeatured: true, featuredByAdmin: true });
    expect(lot.featuredDate).toBeTruthy();

    const list = await call<FeaturedLotEntry[]>('admin', 'GET', '/api/admins/featuredlot');
    expect(list.body[0]).toMatchObject({ id: lot.id, isAdmin: true });

    const pub = await call<{ data: { id: number; featuredDate: string | null }[] }>(
      null,
      'POST',
      '/api/lots/list/public',
      { showFeatured: true, pagination: { current: 1, pageSize: 100 } },
    );
    const row = pub.body.data.find((r) => r.id === lot.id)!;
    expect(row.featuredDate).toBe(lot.featuredDate);
    const newest = Math.max(
      ...pub.body.data.map((r) => (r.featuredDate ? Date.parse(r.featuredDate) : 0)),
    );
    expect(Date.parse(row.featuredDate!)).toBe(newest);

    expect(await call('auctioneer', 'PUT', `/api/lots/unmarkasfeatured/${lot.id}`)).toMatchObject({
      status: 403,
      body: { message: LOT_MSG.featuredAdminFlag },
    });
    expect(LOT_MSG.featuredAdminFlag).toBe('Cannot remove the featured flag created by Admin!');
    expect(lot.isFeatured).toBe(true);

    expect((await call('admin', 'PUT', `/api/lots/unmarkasfeatured/${lot.id}`)).status).toBe(200);
    expect(lot).toMatchObject({ isFeatured: false, featuredByAdmin: false, featuredDate: null });
    const after = await call<FeaturedLotEntry[]>('admin', 'GET', '/api/admins/featuredlot');
    expect(after.body.some((e) => e.id === lot.id)).toBe(false);
  });
});
