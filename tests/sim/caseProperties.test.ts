// @vitest-environment node
import type {
  AddressSuggestion as Place,
  PropertyDetail as Detail,
} from '../../src/api/properties';
import { db } from '../../src/mocks/db';
import type { Case, Lot, Property } from '../../src/mocks/db/types';
import { makeClientUser, makeEmployee, makeLot, makeProperty } from '../../src/mocks/factories';
import { callAs, uploadAs } from '../simApi';
import { company, firm, ok, refused } from './caseFixtures';

/** A case of the demo company handled by the demo law firm. */
const demoCase = (): Case =>
  db.cases.find((c) => c.companyId === company() && c.clientId === firm())!;
/** A new draft lot of the demo case, with no property. */
const emptyLot = (): Lot => makeLot({ caseId: demoCase().id });
const propertyOfCase = (kase: Case): Property =>
  db.properties.find((p) => db.lots.find((l) => l.id === p.lotId)?.caseId === kase.id)!;

const address = (over: Record<string, unknown> = {}) => ({
  streetLine1: '12/14 Oak St',
  streetLine2: 'Unit 2',
  city: 'Chicago',
  county: 'Cook',
  stateCode: 'IL',
  zipCode: '60614',
  countryCode: 'US',
  latitude: 41.92,
  longitude: -87.65,
  ...over,
});

const png = () =>
  new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 1, 2, 255])], {
    type: 'image/png',
  });
const photo = (description = 'Front', isMain = 'false') => ({
  Image: { blob: png(), name: 'front.png' },
  Description: description,
  IsMain: isMain,
});

describe('GET /api/properties/{propertyId}/detail', () => {
  it('gives staff, the case’s law firm and admins the property with its lot, case, photos and attributes', async () => {
    const kase = demoCase();
    const p = propertyOfCase(kase);
    const lot = db.lots.find((l) => l.id === p.lotId)!;
    for (const who of ['auctioneer', 'employee', 'client', 'attorney', 'admin']) {
      const body = await ok<Detail>(await callAs(who, 'GET', `/api/properties/${p.id}/detail`));
      expect(body).toMatchObject({
        id: p.id,
        lotId: lot.id,
        caseId: kase.id,
        lotNumber: lot.lotNumber,
        caseNumber: kase.caseNumber,
        streetLine1: p.address.streetLine1,
        city: p.address.city,
        stateCode: p.address.state,
        countryCode: 'US',
        isPrimary: p.isPrimary,
      });
      expect(body.imageData).toHaveLength(p.images.length);
      expect(body.imageData.every((i) => typeof i.id === 'number')).toBe(true);
      const valuation = body.extendedData.find((a) => a.attributeId === 5)!;
      expect(valuation).toMatchObject({ attributeType: 'DecimalField', otherValue: null });
    }
  });

  it('refuses bidders, other firms and other companies (403), and unknown ids (404)', async () => {
    const p = propertyOfCase(demoCase());
    const otherFirm = db.clients.find((c) => c.id !== firm())!;
    makeClientUser({ userName: 'other-firm', clientId: otherFirm.id });
    const otherCompany = db.companies.find((c) => c.id !== company())!;
    makeEmployee({ userName: 'other-staff', companyId: otherCompany.id });
    for (const who of ['bidder', 'other-firm', 'other-staff'])
      await refused(await callAs(who, 'GET', `/api/properties/${p.id}/detail`), 403);
    await refused(
      await callAs('auctioneer', 'GET', '/api/properties/999999/detail'),
      404,
      'Property is not found!',
    );
  });
});

describe('POST /api/properties/{lotId}', () => {
  it('makes the lot’s first property primary, later ones not, with slashes in street line 1 as hyphens', async () => {
    const lot = emptyLot();
    const first = await ok<Detail>(
      await callAs('employee', 'POST', `/api/properties/${lot.id}`, address()),
    );
    expect(first).toMatchObject({
      lotId: lot.id,
      streetLine1: '12-14 Oak St',
      streetLine2: 'Unit 2',
      county: 'Cook',
      countryCode: 'US',
      latitude: 41.92,
      longitude: -87.65,
      isPrimary: true,
      imageData: [],
      extendedData: [],
    });
    const second = await ok<Detail>(
      await callAs(
        'auctioneer',
        'POST',
        `/api/properties/${lot.id}`,
        address({ streetLine1: '3 Elm St' }),
      ),
    );
    expect(second.isPrimary).toBe(false);
    expect(db.properties.filter((p) => p.lotId === lot.id)).toHaveLength(2);
  });

  it('refuses a non-US country, missing address fields, a bad state or zip', async () => {
    const lot = emptyLot();
    const post = (over: Record<string, unknown>) =>
      callAs('auctioneer', 'POST', `/api/properties/${lot.id}`, address(over));
    await refused(await post({ countryCode: 'CA' }), 400, 'Only US properties are supported.');
    await refused(await post({ streetLine1: ' ', city: '' }), 400, 'Street line 1, City required.');
    await refused(await post({ stateCode: 'ON' }), 400, 'State must be a US state.');
    await refused(await post({ zipCode: '6061' }), 400, 'Please enter a valid zip code!');
    expect(db.properties.filter((p) => p.lotId === lot.id)).toHaveLength(0);
  });

  it('places a property sent without a map point at its known address', async () => {
    const lot = emptyLot();
    const body = await ok<Detail>(
      await callAs(
        'auctioneer',
        'POST',
        `/api/properties/${lot.id}`,
        address({
          streetLine1: '233 S Wacker Dr',
          zipCode: '60606',
          latitude: null,
          longitude: null,
        }),
      ),
    );
    expect(body.latitude).toBeCloseTo(41.8789, 3);
    expect(body.longitude).toBeCloseTo(-87.6359, 3);
  });

  it('lets only staff of the owning company add, and only while the case is open', async () => {
    const lot = emptyLot();
    for (const who of ['client', 'attorney', 'admin', 'bidder'])
      await refused(await callAs(who, 'POST', `/api/properties/${lot.id}`, address()), 403);
    demoCase().status = 'Closed';
    await refused(await callAs('auctioneer', 'POST', `/api/properties/${lot.id}`, address()), 403);
    await refused(
      await callAs('auctioneer', 'POST', '/api/properties/999999', address()),
      404,
      'Lot is not found!',
    );
  });
});

describe('PUT /api/properties/{propertyId}', () => {
  it('updates the address with the same rules', async () => {
    const p = propertyOfCase(demoCase());
    const body = await ok<Detail>(
      await callAs(
        'auctioneer',
        'PUT',
        `/api/properties/${p.id}`,
        address({ streetLine1: '5/7 Lake St', latitude: undefined, longitude: undefined }),
      ),
    );
    expect(body.streetLine1).toBe('5-7 Lake St');
    expect(p.address.streetLine1).toBe('5-7 Lake St');
    await refused(
      await callAs('auctioneer', 'PUT', `/api/properties/${p.id}`, address({ countryCode: 'MX' })),
      400,
      'Only US properties are supported.',
    );
    await refused(await callAs('client', 'PUT', `/api/properties/${p.id}`, address()), 403);
    await refused(await callAs('admin', 'PUT', `/api/properties/${p.id}`, address()), 403);
  });
});

describe('PUT /api/properties/{propertyId}/extendeddata', () => {
  const save = (id: number, extendedData: unknown[], who = 'auctioneer') =>
    callAs(who, 'PUT', `/api/properties/${id}/extendeddata`, { extendedData });

  it('caps numeric attributes at 8 digits, except market valuation and HOA amounts', async () => {
    const p = propertyOfCase(demoCase());
    await refused(
      await save(p.id, [{ attributeId: 4, attributeType: 'DecimalField', value: '123456789' }]),
      400,
      'Square Feet cannot have more than 8 digits.',
    );
    await refused(
      await save(p.id, [{ attributeId: 9, attributeType: 'IntField', value: 123456789 }]),
      400,
      'Year Built cannot have more than 8 digits.',
    );
    const body = await ok<Detail>(
      await save(p.id, [
        { attributeId: 4, attributeType: 'DecimalField', value: '99999999.5' },
        { attributeId: 5, attributeType: 'DecimalField', value: '1234567890' },
        { attributeId: 12, attributeType: 'DecimalField', value: '123456789.25' },
      ]),
    );
    const value = (id: number) => body.extendedData.find((a) => a.attributeId === id)?.value;
    expect(value(4)).toBe('99999999.5');
    expect(value(5)).toBe('1234567890');
    expect(value(12)).toBe('123456789.25');
  });

  it('checks each type: whole numbers, numbers, dates, yes/no, dropdown options and Other', async () => {
    const p = propertyOfCase(demoCase());
    await refused(
      await save(p.id, [{ attributeId: 9, value: '1.5' }]),
      400,
      'Year Built must be a whole number.',
    );
    await refused(
      await save(p.id, [{ attributeId: 11, value: 'big' }]),
      400,
      'Lot Size (sq ft) must be a number.',
    );
    await refused(
      await save(p.id, [{ attributeId: 10, value: 'someday' }]),
      400,
      'Last Sale Date must be a date.',
    );
    await refused(
      await save(p.id, [{ attributeId: 6, value: 'maybe' }]),
      400,
      'HOA must be true or false.',
    );
    await refused(
      await save(p.id, [{ attributeId: 13, value: '99' }]),
      400,
      'Occupancy: unknown option.',
    );
    await refused(
      await save(p.id, [{ attributeId: 13, value: '4', otherValue: ' ' }]),
      400,
      'Please enter the other occupancy.',
    );
    await refused(
      await save(p.id, [{ attributeId: 999, value: '1' }]),
      400,
      'Unknown property attribute.',
    );
    const body = await ok<Detail>(
      await save(p.id, [
        { attributeId: 8, attributeType: 'TextField', value: ' 14-33-101-001 ' },
        { attributeId: 9, attributeType: 'IntField', value: '1924' },
        { attributeId: 10, attributeType: 'DateField', value: '2019-06-01' },
        { attributeId: 6, attributeType: 'BoolField', value: 'true' },
        { attributeId: 7, attributeType: 'DropdownField', value: '2' },
        { attributeId: 13, attributeType: 'DropdownField', value: '4', otherValue: 'Squatters' },
      ]),
    );
    const entry = (id: number) => body.extendedData.find((a) => a.attributeId === id);
    expect(entry(8)).toMatchObject({ attributeType: 'TextField', value: '14-33-101-001' });
    expect(entry(9)).toMatchObject({ attributeType: 'IntField', value: '1924' });
    expect(entry(10)).toMatchObject({ attributeType: 'DateField', value: '2019-06-01' });
    expect(entry(6)).toMatchObject({ attributeType: 'BoolField', value: 'true' });
    expect(entry(7)).toMatchObject({
      attributeType: 'DropdownField',
      value: 'Condominium',
      otherValue: null,
    });
    expect(entry(13)).toMatchObject({ value: 'Other', otherValue: 'Squatters' });
    // A dropdown option can be named by its text too; an empty value clears the attribute.
    const again = await ok<Detail>(
      await save(p.id, [
        { attributeId: 13, value: 'Vacant', otherValue: 'ignored' },
        { attributeId: 8, value: '' },
      ]),
    );
    expect(again.extendedData.find((a) => a.attributeId === 13)).toMatchObject({
      value: 'Vacant',
      otherValue: null,
    });
    expect(again.extendedData.some((a) => a.attributeId === 8)).toBe(false);
    // The bidder's views keep reading the attribute by name.
    expect(p.attributes.find((a) => a.attributeName === 'PropertyType')?.value).toBe('Condominium');
  });

  it('refuses callers who cannot edit the case', async () => {
    const p = propertyOfCase(demoCase());
    for (const who of ['client', 'admin', 'bidder'])
      await refused(await save(p.id, [{ attributeId: 9, value: '1950' }], who), 403);
  });
});

describe('primary and delete', () => {
  async function lotWithTwo() {
    const lot = emptyLot();
    const a = await ok<Detail>(
      await callAs('auctioneer', 'POST', `/api/properties/${lot.id}`, address()),
    );
    const b = await ok<Detail>(
      await callAs(
        'auctioneer',
        'POST',
        `/api/properties/${lot.id}`,
        address({ streetLine1: '9 Maple Ave' }),
      ),
    );
    return { lot, a, b };
  }
  const primaries = (lotId: number) =>
    db.properties.filter((p) => p.lotId === lotId && p.isPrimary).map((p) => p.id);

  it('moves the primary flag to the chosen property; the lot then lists it first', async () => {
    const { lot, a, b } = await lotWithTwo();
    expect(primaries(lot.id)).toEqual([a.id]);
    const body = await ok<Detail>(
      await callAs('employee', 'PUT', `/api/properties/${b.id}/primary`),
    );
    expect(body.isPrimary).toBe(true);
    expect(primaries(lot.id)).toEqual([b.id]);
    const list = await ok<Detail[]>(
      await callAs('auctioneer', 'GET', `/api/properties/${lot.id}/list`),
    );
    expect(list.map((p) => [p.id, p.isPrimary])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    await refused(await callAs('client', 'PUT', `/api/properties/${a.id}/primary`), 403);
  });

  it('deletes a non-primary property, never the primary one while others remain', async () => {
    const { lot, a, b } = await lotWithTwo();
    await refused(
      await callAs('auctioneer', 'DELETE', `/api/properties/${a.id}`),
      400,
      'The primary property cannot be deleted. Make another property primary first.',
    );
    await refused(await callAs('admin', 'DELETE', `/api/properties/${b.id}`), 403);
    await ok(await callAs('auctioneer', 'DELETE', `/api/properties/${b.id}`));
    expect(db.properties.filter((p) => p.lotId === lot.id).map((p) => p.id)).toEqual([a.id]);
  });

  it('deletes the only property of a draft lot, not of a published one', async () => {
    const draft = emptyLot();
    const only = await ok<Detail>(
      await callAs('auctioneer', 'POST', `/api/properties/${draft.id}`, address()),
    );
    await ok(await callAs('auctioneer', 'DELETE', `/api/properties/${only.id}`));
    expect(db.properties.some((p) => p.id === only.id)).toBe(false);
    const listed = emptyLot();
    const kept = makeProperty({ lotId: listed.id });
    listed.status = 'Listed';
    await refused(
      await callAs('auctioneer', 'DELETE', `/api/properties/${kept.id}`),
      400,
      'The only property of a published lot cannot be deleted.',
    );
  });
});

describe('photos', () => {
  const propertyWithoutPhotos = () => {
    const lot = emptyLot();
    return makeProperty({ lotId: lot.id, images: [] });
  };
  const detail = async (id: number) =>
    ok<Detail>(await callAs('auctioneer', 'GET', `/api/properties/${id}/detail`));

  it('needs a description and an image file', async () => {
    const p = propertyWithoutPhotos();
    await refused(
      await uploadAs('auctioneer', `/api/properties/${p.id}/images`, photo(' ')),
      400,
      'Description is required.',
    );
    await refused(
      await uploadAs('auctioneer', `/api/properties/${p.id}/images`, {
        Description: 'Front',
        IsMain: 'true',
      }),
      400,
      'Image is required.',
    );
    await refused(
      await uploadAs('auctioneer', `/api/properties/${p.id}/images`, {
        Image: { blob: new Blob(['%PDF'], { type: 'application/pdf' }), name: 'deed.pdf' },
        Description: 'Deed',
      }),
      400,
      'deed.pdf is not an image file',
    );
    expect(p.images).toEqual([]);
  });

  it('makes the first photo main, moves main on request, and keeps one main after a delete', async () => {
    const p = propertyWithoutPhotos();
    const first = await ok<Detail['imageData'][number]>(
      await uploadAs('auctioneer', `/api/properties/${p.id}/images`, photo('Front', 'false')),
    );
    expect(first).toMatchObject({ description: 'Front', isMain: true });
    const second = await ok<Detail['imageData'][number]>(
      await uploadAs('employee', `/api/properties/${p.id}/images`, photo('Back', 'false')),
    );
    expect(second.isMain).toBe(false);
    const third = await ok<Detail['imageData'][number]>(
      await uploadAs('auctioneer', `/api/properties/${p.id}/images`, photo('Side', 'true')),
    );
    expect(third.isMain).toBe(true);
    expect((await detail(p.id)).imageData.filter((i) => i.isMain).map((i) => i.id)).toEqual([
      third.id,
    ]);

    const main = await ok<Detail['imageData'][number]>(
      await callAs('auctioneer', 'PUT', `/api/properties/${p.id}/images/${second.id}/main`),
    );
    expect(main).toMatchObject({ id: second.id, isMain: true });
    expect((await detail(p.id)).imageData.filter((i) => i.isMain).map((i) => i.id)).toEqual([
      second.id,
    ]);

    await ok(await callAs('auctioneer', 'DELETE', `/api/properties/${p.id}/images/${second.id}`));
    const after = (await detail(p.id)).imageData;
    expect(after.map((i) => [i.id, i.isMain])).toEqual([
      [first.id, true],
      [third.id, false],
    ]);
    await refused(
      await callAs('auctioneer', 'DELETE', `/api/properties/${p.id}/images/${second.id}`),
      404,
      'Image is not found!',
    );
  });

  it('serves an uploaded photo back byte for byte with its content type', async () => {
    const p = propertyWithoutPhotos();
    const image = await ok<Detail['imageData'][number]>(
      await uploadAs('auctioneer', `/api/properties/${p.id}/images`, photo()),
    );
    expect(image.url).toMatch(/^\/sim-files\/\d+\/front\.png$/);
    const res = await fetch(`http://localhost${image.url}`);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(
      new Uint8Array(await png().arrayBuffer()),
    );
  });

  it('gives seeded photos ids that main and delete accept', async () => {
    const p = propertyOfCase(demoCase());
    const images = (await detail(p.id)).imageData;
    const notMain = images.find((i) => !i.isMain)!;
    await ok(
      await callAs('auctioneer', 'PUT', `/api/properties/${p.id}/images/${notMain.id}/main`),
    );
    expect(p.images.find((i) => i.isMain)?.id).toBe(notMain.id);
  });

  it('refuses photo changes by those who cannot edit the case', async () => {
    const p = propertyOfCase(demoCase());
    const imageId = (await detail(p.id)).imageData[0].id;
    for (const who of ['client', 'admin']) {
      await refused(await uploadAs(who, `/api/properties/${p.id}/images`, photo()), 403);
      await refused(
        await callAs(who, 'PUT', `/api/properties/${p.id}/images/${imageId}/main`),
        403,
      );
      await refused(await callAs(who, 'DELETE', `/api/properties/${p.id}/images/${imageId}`), 403);
    }
  });
});

describe('GET /api/properties/{lotId}/list for case users', () => {
  it('answers staff, the law firm and admins for a draft lot; bidders and other firms still get 404', async () => {
    const lot = db.lots.find(
      (l) =>
        l.status === 'Draft' && db.cases.find((c) => c.id === l.caseId)?.companyId === company(),
    )!;
    const kase = db.cases.find((c) => c.id === lot.caseId)!;
    for (const who of ['auctioneer', 'admin']) {
      const list = await ok<Detail[]>(await callAs(who, 'GET', `/api/properties/${lot.id}/list`));
      expect(list.length).toBeGreaterThan(0);
      expect(list[0]).toMatchObject({ lotId: lot.id, caseId: kase.id, isPrimary: true });
    }
    await refused(await callAs('bidder', 'GET', `/api/properties/${lot.id}/list`), 404);
    kase.clientId = firm();
    await ok(await callAs('client', 'GET', `/api/properties/${lot.id}/list`));
    kase.clientId = db.clients.find((c) => c.id !== firm())!.id;
    await refused(await callAs('client', 'GET', `/api/properties/${lot.id}/list`), 404);
  });
});

describe('POST /api/properties/list', () => {
  interface Row {
    id: number;
    caseId: number;
    caseNumber: string;
    lotId: number;
    streetLine1: string;
    city: string;
    isPrimary: boolean;
  }
  const list = (body: unknown, who = 'auctioneer') =>
    callAs(who, 'POST', '/api/properties/list', body);
  const ownProperties = () =>
    db.properties.filter(
      (p) =>
        db.cases.find((c) => c.id === db.lots.find((l) => l.id === p.lotId)?.caseId)?.companyId ===
        company(),
    );

  it('lists the company’s properties only, newest first, 10 a page', async () => {
    const own = ownProperties();
    const page = await ok<{ data: Row[]; total: number }>(
      await list({ pagination: { current: 1, pageSize: 10 } }),
    );
    expect(page.total).toBe(own.length);
    expect(page.data).toHaveLength(Math.min(10, own.length));
    const ids = own.map((p) => p.id).sort((a, b) => b - a);
    expect(page.data.map((r) => r.id)).toEqual(ids.slice(0, 10));
    const second = await ok<{ data: Row[] }>(
      await list({ pagination: { current: 2, pageSize: 10 } }),
    );
    expect(second.data.map((r) => r.id)).toEqual(ids.slice(10, 20));
  });

  it('searches by address or case number and sorts by a column', async () => {
    const p = ownProperties()[0];
    const kase = db.cases.find((c) => c.id === db.lots.find((l) => l.id === p.lotId)!.caseId)!;
    const byStreet = await ok<{ data: Row[] }>(
      await list({
        search: p.address.streetLine1.toUpperCase(),
        pagination: { current: 1, pageSize: 50 },
      }),
    );
    expect(byStreet.data.map((r) => r.id)).toContain(p.id);
    const byCase = await ok<{ data: Row[]; total: number }>(
      await list({
        search: kase.caseNumber.toLowerCase(),
        pagination: { current: 1, pageSize: 50 },
      }),
    );
    expect(byCase.data.every((r) => r.caseNumber === kase.caseNumber)).toBe(true);
    expect(byCase.data.find((r) => r.id === p.id)).toMatchObject({
      caseId: kase.id,
      lotId: p.lotId,
    });
    const nothing = await ok<{ total: number }>(
      await list({ search: 'no such street zzz', pagination: { current: 1, pageSize: 10 } }),
    );
    expect(nothing.total).toBe(0);
    const byCity = await ok<{ data: Row[] }>(
      await list({
        sorter: { field: 'city', order: 'ascend' },
        pagination: { current: 1, pageSize: 100 },
      }),
    );
    const cities = byCity.data.map((r) => r.city);
    expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b)));
  });

  it('is for auctioneers and employees only', async () => {
    for (const who of ['client', 'admin', 'bidder']) await refused(await list({}, who), 403);
    await ok(await list({}, 'employee'));
  });
});

describe('GET /geo/search', () => {
  const search = async (q: string, countrycodes = 'us') =>
    ok<Place[]>(
      await fetch(`http://localhost/geo/search?${new URLSearchParams({ q, countrycodes })}`),
    );

  it('finds US addresses, including the simulator’s properties, at most five', async () => {
    const [wacker] = await search('233 S Wacker, Chicago, Illinois');
    expect(wacker).toMatchObject({
      streetLine1: '233 S Wacker Dr',
      city: 'Chicago',
      county: 'Cook',
      stateCode: 'IL',
      zipCode: '60606',
    });
    expect(wacker.latitude).toBeCloseTo(41.8789, 3);
    const p = db.properties[0];
    const found = await search(`${p.address.streetLine1} ${p.address.city}`);
    expect(found.map((x) => x.streetLine1)).toContain(p.address.streetLine1);
    expect((await search('Chicago IL')).length).toBe(5);
  });

  it('answers nothing outside the US', async () => {
    expect(await search('Toronto, Canada')).toEqual([]);
    expect(await search('Chicago', 'ca')).toEqual([]);
    expect(await search('')).toEqual([]);
  });
});

describe('GET /api/propextattr', () => {
  it('defines every attribute type, dropdown options with Other, market valuation and HOA', async () => {
    const defs = await ok<
      {
        attributeId: number;
        attributeName: string;
        attributeType: string;
        options?: { id: number; value: string }[];
      }[]
    >(await callAs('auctioneer', 'GET', '/api/propextattr'));
    expect(new Set(defs.map((d) => d.attributeType))).toEqual(
      new Set(['TextField', 'DecimalField', 'IntField', 'DateField', 'BoolField', 'DropdownField']),
    );
    for (const d of defs.filter((x) => x.attributeType === 'DropdownField')) {
      expect(d.options!.length).toBeGreaterThan(1);
      expect(d.options!.map((o) => o.value)).toContain('Other');
    }
    const names = defs.map((d) => d.attributeName);
    expect(names).toEqual(expect.arrayContaining(['MarketValuationValue', 'HOA', 'HOAFees']));
    // The bidder's search filters keep their ids.
    expect(defs.slice(0, 7).map((d) => [d.attributeId, d.attributeName])).toEqual([
      [1, 'PropertyClasses'],
      [2, 'BedroomCount'],
      [3, 'BathroomCount'],
      [4, 'SquareFeet'],
      [5, 'MarketValuationValue'],
      [6, 'HOA'],
      [7, 'PropertyType'],
    ]);
  });
});
