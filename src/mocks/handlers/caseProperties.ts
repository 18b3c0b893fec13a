// Answers the calls of src/api/properties.ts.
import { http, HttpResponse } from 'msw';
import * as api from '../../api/contract/properties';
import { answer } from '../answer';
import { Role } from '../../lib/roles';
import { UPLOAD_RULES } from '../../lib/upload';
import { db, newId } from '../db';
import type { Attribute, Case, Lot, Property, User } from '../db/types';
import { makeProperty } from '../factories';
import { describedUpload, dropFileAt, textField } from '../files';
import { geocode, pointOf } from '../geo';
import { caseOfLot, lotById, lotOfProperty } from '../rules/caseAccess';
import {
  applyAttributes,
  deleteRefusal,
  optionOf,
  readPropertyAddress,
  type PostedAttribute,
} from '../rules/property';
import { badRequest, notFound, withUser } from '../tokens';
import { addressView } from '../views/addressView';
import { lotFor } from './lotAccess';
import { EXTENDED_ATTRIBUTES } from './search';
import { jsonBody } from '../request';

const STAFF_ROLES = [Role.Auctioneer, Role.Employee] as const;

/** Photos get ids as they are first read (seeded ones have theirs from the seed). */
function withImageIds(p: Property) {
  for (const image of p.images) image.id ??= newId();
  return p.images as Required<Property['images'][number]>[];
}

const definitionOf = (a: Attribute) =>
  EXTENDED_ATTRIBUTES.find((d) =>
    a.attributeId !== undefined
      ? d.attributeId === a.attributeId
      : d.attributeName === a.attributeName,
  );

/**
 * An attribute as the property screens get it: its definition's id and type, the value, Other's
 * text; none for a value whose attribute is not defined.
 */
function attributeView(a: Attribute) {
  const def = definitionOf(a);
  const attributeId = def?.attributeId ?? a.attributeId;
  if (attributeId === undefined) return [];
  return [
    {
      attributeId,
      attributeName: a.attributeName,
      attributeDisplayName: def?.attributeDisplayName ?? a.attributeDisplayName,
      attributeType: def?.attributeType ?? a.attributeType,
      // A dropdown's value is its option's text.
      value: def?.options ? (optionOf(def, a.value)?.value ?? a.value) : a.value,
      otherValue: a.otherValue ?? null,
    },
  ];
}

/** A property with its lot and case numbers, photos and attributes (PropertyDetail). */
export function propertyDetailOf(p: Property) {
  const lot = lotOfProperty(p);
  const kase = lot ? caseOfLot(lot) : undefined;
  return {
    id: p.id,
    lotId: p.lotId,
    caseId: lot?.caseId ?? null,
    lotNumber: lot?.lotNumber ?? null,
    caseNumber: kase?.caseNumber ?? '',
    ...addressView(p),
    countryCode: 'US' as const,
    latitude: p.latitude,
    longitude: p.longitude,
    isPrimary: p.isPrimary,
    imageData: withImageIds(p).map(({ id, url, description, isMain }) => ({
      id,
      url,
      description,
      isMain,
    })),
    extendedData: p.attributes.flatMap(attributeView),
  };
}

const imageView = (image: Required<Property['images'][number]>) => ({
  id: image.id,
  url: image.url,
  description: image.description,
  isMain: image.isMain,
});

const propertiesOfLot = (lotId: number) => db.properties.filter((p) => p.lotId === lotId);

/** The property, its lot and case, when the caller may read (or edit) it; else the refusal. */
function propertyFor(
  user: User,
  id: unknown,
  edit: boolean,
): { property: Property; lot: Lot; kase: Case } | Response {
  const property = db.properties.find((p) => p.id === Number(id));
  if (!property) return notFound('Property is not found!');
  const found = lotFor(user, property.lotId, edit);
  return found instanceof Response ? found : { property, ...found };
}

/** The lot's other properties lose primary; this one becomes the lot's address. */
function makePrimary(p: Property) {
  for (const other of propertiesOfLot(p.lotId)) other.isPrimary = other.id === p.id;
}

/** The first photo left becomes main when the main one is gone. */
function keepOneMain(p: Property) {
  if (p.images.length && !p.images.some((i) => i.isMain)) p.images[0].isMain = true;
}

interface PropertyListRequest {
  search?: string;
  sorter?: { field?: string; order?: 'ascend' | 'descend' | null };
  pagination?: { current?: number; pageSize?: number };
}

type PropertyRow = ReturnType<typeof propertyRow>;

function propertyRow(p: Property, lot: Lot, kase: Case) {
  return {
    id: p.id,
    caseId: kase.id,
    caseNumber: kase.caseNumber,
    lotId: lot.id,
    lotNumber: lot.lotNumber,
    ...addressView(p),
    isPrimary: p.isPrimary,
  };
}

const SORTABLE = new Set<keyof PropertyRow>([
  'id',
  'caseNumber',
  'lotNumber',
  'streetLine1',
  'city',
  'stateCode',
  'zipCode',
  'isPrimary',
]);

/**
 * Properties of case lots (spec 2 sections 2, 5 and 7): detail, create, address, attributes,
 * primary, delete, photos, the company's property list and the US address search.
 */
export const casePropertyHandlers = [
  // The company's properties (auctioneer and employee), searched by address or case number.
  http.post('*/api/properties/list', ({ request }) =>
    withUser(
      request,
      async (user) => {
        const req = (await jsonBody<Record<string, unknown>>(request)) as PropertyListRequest;
        const q = (typeof req.search === 'string' ? req.search : '').trim().toLowerCase();
        const rows: PropertyRow[] = [];
        for (const p of db.properties) {
          const lot = lotById(p.lotId);
          const kase = lot && caseOfLot(lot);
          if (!lot || !kase || kase.companyId !== user.companyId) continue;
          const row = propertyRow(p, lot, kase);
          const hay = [
            row.streetLine1,
            row.streetLine2,
            row.city,
            row.county,
            row.stateCode,
            row.zipCode,
            row.caseNumber,
          ];
          if (!q || hay.some((v) => v.toLowerCase().includes(q))) rows.push(row);
        }
        const field = SORTABLE.has(req.sorter?.field as keyof PropertyRow)
          ? (req.sorter!.field as keyof PropertyRow)
          : 'id';
        const dir = (req.sorter?.field ? req.sorter.order : 'descend') === 'descend' ? -1 : 1;
        rows.sort((a, b) => {
          const [x, y] = [a[field], b[field]];
          const c =
            typeof x === 'string' && typeof y === 'string'
              ? x.localeCompare(y)
              : Number(x) - Number(y);
          return c * dir || (a.id - b.id) * dir;
        });
        const size = Math.min(100, Math.max(1, Number(req.pagination?.pageSize) || 10));
        const page = Math.max(1, Number(req.pagination?.current) || 1);
        return answer(api.listProperties, {
          data: rows.slice((page - 1) * size, page * size),
          total: rows.length,
        });
      },
      STAFF_ROLES,
    ),
  ),

  http.get('*/api/properties/:propertyId/detail', ({ request, params }) =>
    withUser(request, (user) => {
      const found = propertyFor(user, params.propertyId, false);
      return found instanceof Response
        ? found
        : answer(api.getPropertyDetail, propertyDetailOf(found.property));
    }),
  ),

  // A new property of a lot; the lot's first one is its primary property.
  http.post('*/api/properties/:lotId', ({ request, params }) =>
    withUser(request, async (user) => {
      const found = lotFor(user, params.lotId, true);
      if (found instanceof Response) return found;
      const posted = readPropertyAddress(await jsonBody<Record<string, unknown>>(request));
      if (typeof posted === 'string') return badRequest(posted);
      const point =
        posted.latitude !== null && posted.longitude !== null
          ? { latitude: posted.latitude, longitude: posted.longitude }
          : pointOf(posted.address);
      const p = makeProperty({
        lotId: found.lot.id,
        address: posted.address,
        countryCode: 'US',
        ...point,
        isPrimary: propertiesOfLot(found.lot.id).length === 0,
        images: [],
        attributes: [],
      });
      return answer(api.createProperty, propertyDetailOf(p));
    }),
  ),

  http.put('*/api/properties/:propertyId/extendeddata', ({ request, params }) =>
    withUser(request, async (user) => {
      const found = propertyFor(user, params.propertyId, true);
      if (found instanceof Response) return found;
      const body = await jsonBody<Record<string, unknown>>(request);
      if (!Array.isArray(body.extendedData)) return badRequest('extendedData is required.');
      const next = applyAttributes(
        found.property.attributes,
        body.extendedData as PostedAttribute[],
        EXTENDED_ATTRIBUTES,
      );
      if (typeof next === 'string') return badRequest(next);
      found.property.attributes = next;
      return answer(api.savePropertyAttributes, propertyDetailOf(found.property));
    }),
  ),

  http.put('*/api/properties/:propertyId/primary', ({ request, params }) =>
    withUser(request, (user) => {
      const found = propertyFor(user, params.propertyId, true);
      if (found instanceof Response) return found;
      makePrimary(found.property);
      return answer(api.setPrimaryProperty, propertyDetailOf(found.property));
    }),
  ),

  // A photo: the file, its description (required) and whether it is the main one.
  http.post('*/api/properties/:propertyId/images', ({ request, params }) =>
    withUser(request, async (user) => {
      const found = propertyFor(user, params.propertyId, true);
      if (found instanceof Response) return found;
      const upload = await describedUpload(
        request,
        'photo',
        ['Image', 'Description'],
        UPLOAD_RULES.image,
        'public',
      );
      if (upload instanceof Response) return upload;
      const { form, stored, description } = upload;
      const p = found.property;
      const isMain = p.images.length === 0 || textField(form, 'IsMain').toLowerCase() === 'true';
      if (isMain) for (const other of p.images) other.isMain = false;
      const image = { id: newId(), url: stored.url, description, isMain };
      p.images.push(image);
      return answer(api.uploadPropertyPhoto, imageView(image));
    }),
  ),

  http.put('*/api/properties/:propertyId/images/:imageId/main', ({ request, params }) =>
    withUser(request, (user) => {
      const found = propertyFor(user, params.propertyId, true);
      if (found instanceof Response) return found;
      const images = withImageIds(found.property);
      const image = images.find((i) => i.id === Number(params.imageId));
      if (!image) return notFound('Image is not found!');
      for (const other of images) other.isMain = other === image;
      return answer(api.setMainPhoto, imageView(image));
    }),
  ),

  http.delete('*/api/properties/:propertyId/images/:imageId', ({ request, params }) =>
    withUser(request, (user) => {
      const found = propertyFor(user, params.propertyId, true);
      if (found instanceof Response) return found;
      const p = found.property;
      const image = withImageIds(p).find((i) => i.id === Number(params.imageId));
      if (!image) return notFound('Image is not found!');
      p.images = p.images.filter((i) => i !== image);
      dropFileAt(image.url);
      keepOneMain(p);
      return HttpResponse.json({ ok: true });
    }),
  ),

  // The address (same rules as a new property); the map point stays unless one is sent.
  http.put('*/api/properties/:propertyId', ({ request, params }) =>
    withUser(request, async (user) => {
      const found = propertyFor(user, params.propertyId, true);
      if (found instanceof Response) return found;
      const posted = readPropertyAddress(await jsonBody<Record<string, unknown>>(request));
      if (typeof posted === 'string') return badRequest(posted);
      const p = found.property;
      p.address = posted.address;
      p.countryCode = 'US';
      if (posted.latitude !== null && posted.longitude !== null) {
        p.latitude = posted.latitude;
        p.longitude = posted.longitude;
      }
      return answer(api.updateProperty, propertyDetailOf(p));
    }),
  ),

  http.delete('*/api/properties/:propertyId', ({ request, params }) =>
    withUser(request, (user) => {
      const found = propertyFor(user, params.propertyId, true);
      if (found instanceof Response) return found;
      const { property, lot } = found;
      const refusal = deleteRefusal(property, lot, propertiesOfLot(lot.id).length);
      if (refusal) return badRequest(refusal);
      db.properties = db.properties.filter((p) => p !== property);
      for (const image of property.images) dropFileAt(image.url);
      return HttpResponse.json({ ok: true });
    }),
  ),

  // US addresses only: another country code, or a place outside the US, finds nothing.
  http.get('*/geo/search', ({ request }) => {
    const url = new URL(request.url);
    const countries = (url.searchParams.get('countrycodes') ?? 'us').toLowerCase().split(',');
    if (!countries.includes('us')) return HttpResponse.json([]);
    return HttpResponse.json(geocode(url.searchParams.get('q') ?? ''));
  }),
];
