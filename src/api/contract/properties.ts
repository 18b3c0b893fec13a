/**
 * Properties of case lots (spec 2 §3 Property and Property image, §5 Photos and properties,
 * §7 Properties): a property's details, the staff property list, create, and the calls spec 2
 * §7 does not show (update, attributes, primary, delete, photos). A lot's property list
 * (GET /api/properties/{lotId}/list, spec 1 §7) is declared with the lots (./lots).
 */
import * as z from 'zod/mini';
import { endpoint, FIRM, STAFF } from './define';
import { FIRST_PAGE, id, learnFirst, listRequest, page, withIds } from './common';
import { addressShape } from './lots';

/** A photo of a property (spec 2 §3 Property image: id, url, description, isMain). */
export const PropertyImage = z.object({
  id: id(),
  url: z.string(),
  description: z.string(),
  isMain: z.boolean(),
});
export type PropertyImage = z.infer<typeof PropertyImage>;

/**
 * One attribute value of a property (spec 2 §3 Property extendedData: attributeId,
 * attributeType, value, otherValue); `otherValue` is the text of a dropdown's Other choice.
 */
export const PropertyAttributeValue = z.object({
  attributeId: id(),
  attributeType: z.string(),
  value: z.nullable(z.string()),
  otherValue: z.nullish(z.string()),
});
export type PropertyAttributeValue = z.infer<typeof PropertyAttributeValue>;

/** The attribute types (spec 2 §3 Attribute definitions). */
export const AttributeType = z.enum([
  'TextField',
  'DecimalField',
  'IntField',
  'DateField',
  'BoolField',
  'DropdownField',
]);
export type AttributeType = z.infer<typeof AttributeType>;

/**
 * An attribute definition as the property form reads it (spec 2 §3: attributeId,
 * attributeName, attributeDisplayName, attributeType, a dropdown's options of id and value).
 */
export const AttributeDefinition = z.object({
  attributeId: id(),
  attributeName: z.string(),
  attributeDisplayName: z.string(),
  attributeType: z.string(),
  options: z.optional(z.array(z.object({ id: id(), value: z.string() }))),
});
export type AttributeDefinition = z.infer<typeof AttributeDefinition>;

/**
 * A property of a case's lot (spec 2 §3 Property; GET /api/properties/{propertyId}/detail and
 * the answer of its changes): the address, the map point, the primary flag, the photos and
 * the attributes. `lotId` as spec 1 §3 Property gives it. Designed: `caseId`, `lotNumber`
 * and `caseNumber` of the property's lot and case.
 */
export const PropertyDetail = z.object({
  id: id(),
  lotId: id(),
  ...addressShape,
  countryCode: z.literal('US'),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  isPrimary: z.boolean(),
  imageData: z.array(PropertyImage),
  imageUrl: z.nullish(z.string()),
  extendedData: z.array(PropertyAttributeValue),
  caseId: z.nullish(id()),
  lotNumber: z.nullish(z.number()),
  caseNumber: z.optional(z.string()),
});
export type PropertyDetail = z.infer<typeof PropertyDetail>;

/**
 * A row of the staff property list (spec 2 §2 /properties: id, case, lot, address, isPrimary;
 * spec 2 §7 POST /api/properties/list).
 */
export const PropertyRow = z.object({
  id: id(),
  caseId: id(),
  caseNumber: z.string(),
  lotId: id(),
  lotNumber: z.number(),
  ...addressShape,
  isPrimary: z.boolean(),
});
export type PropertyRow = z.infer<typeof PropertyRow>;

/**
 * The address a property is created or updated with (spec 2 §3 Property; §5: slashes of
 * street line 1 replaced by hyphens, countryCode always US).
 */
export const PropertyAddress = z.object({
  ...addressShape,
  latitude: z.nullish(z.number()),
  longitude: z.nullish(z.number()),
  countryCode: z.literal('US'),
});
export type PropertyAddress = z.infer<typeof PropertyAddress>;

const NOT_SHOWN =
  'spec 2 §7 lists the property update, delete, set primary and photo calls as not shown; ';

export const getPropertyDetail = endpoint({
  method: 'GET',
  path: '/api/properties/{propertyId}/detail',
  designed:
    'spec 2 §2 gives the property page /cases/{caseId}/lots/{lotId}/properties/{propertyId} but §7 no call for it: one property with its photos and attributes.',
  summary: 'A property with its photos and attributes (property page).',
  response: PropertyDetail,
  roles: [...STAFF, ...FIRM],
  probe: {
    args: withIds({ propertyId: 'propertyId' }),
  },
});

export const listProperties = endpoint({
  method: 'POST',
  path: '/api/properties/list',
  spec: '2 §7, 3 §7',
  summary: "A page of the company's properties (auctioneer and employee /properties).",
  request: z.object(listRequest),
  response: page(PropertyRow),
  roles: STAFF,
  probe: { args: () => ({ body: FIRST_PAGE }), learn: learnFirst('propertyId') },
});

export const createProperty = endpoint({
  method: 'POST',
  path: '/api/properties/{lotId}',
  spec: '2 §7',
  summary: "Adds a property to a lot (the lot's first is its primary); answers the property.",
  request: PropertyAddress,
  response: PropertyDetail,
  roles: STAFF,
});

export const updateProperty = endpoint({
  method: 'PUT',
  path: '/api/properties/{propertyId}',
  designed: `${NOT_SHOWN}saves the address form (same fields as create) and answers the property.`,
  summary: "Saves a property's address; answers the property.",
  request: PropertyAddress,
  response: PropertyDetail,
  roles: STAFF,
});

export const savePropertyAttributes = endpoint({
  method: 'PUT',
  path: '/api/properties/{propertyId}/extendeddata',
  designed:
    'spec 2 §7 shows no attribute call; the attributes form (spec 2 §5, debounced 500 ms) saves { extendedData } and gets the property back.',
  summary: "Saves a property's attributes (extendedData); answers the property.",
  request: z.object({ extendedData: z.array(PropertyAttributeValue) }),
  response: PropertyDetail,
  roles: STAFF,
});

export const setPrimaryProperty = endpoint({
  method: 'PUT',
  path: '/api/properties/{propertyId}/primary',
  designed: `${NOT_SHOWN}Set as Primary (spec 2 §4) makes the property its lot's primary and answers it.`,
  summary: "Makes a property its lot's primary; answers the property.",
  response: PropertyDetail,
  roles: STAFF,
});

export const deleteProperty = endpoint({
  method: 'DELETE',
  path: '/api/properties/{propertyId}',
  designed: `${NOT_SHOWN}deletes a non-primary property, or the last one of a Draft lot (spec 2 §4).`,
  summary: 'Deletes a property.',
  response: 'none',
  roles: STAFF,
});

export const uploadPropertyPhoto = endpoint({
  method: 'POST',
  path: '/api/properties/{propertyId}/images',
  designed: `${NOT_SHOWN}a photo upload (multipart Image, Description, IsMain; spec 2 §5) answering the photo.`,
  summary: 'Uploads a photo of a property (multipart); answers the photo.',
  multipart: ['Image', 'Description', 'IsMain'],
  response: PropertyImage,
  roles: STAFF,
});

export const setMainPhoto = endpoint({
  method: 'PUT',
  path: '/api/properties/{propertyId}/images/{imageId}/main',
  designed: `${NOT_SHOWN}makes a photo the property's main one and answers the photo.`,
  summary: "Makes a photo the property's main photo; answers the photo.",
  response: PropertyImage,
  roles: STAFF,
});

export const deletePhoto = endpoint({
  method: 'DELETE',
  path: '/api/properties/{propertyId}/images/{imageId}',
  designed: `${NOT_SHOWN}deletes a photo (the first left becomes main).`,
  summary: 'Deletes a photo of a property.',
  response: 'none',
  roles: STAFF,
});
