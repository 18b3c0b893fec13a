import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { env } from '../lib/env';
import { listRequestBody, type ListParams } from '../lib/listParams';
import type { AddressFields, AddressSuggestionFields } from '../lib/propertyRules';
import type { ExtendedAttribute } from '../lib/searchFilters';
import { http } from './http';
import { invalidateAll, useResourceMutation, type MutationExtras } from './mutation';
import type { Page } from './public';
import { propertyAttributeQueries } from './search';

/** A photo of a property. */
export interface PropertyImage {
  id: number;
  url: string;
  description: string;
  isMain: boolean;
}

/** One attribute value of a property (spec 2 section 3, extendedData). */
export interface PropertyAttributeValue {
  attributeId: number;
  attributeType: string;
  value: string | null;
  /** The text of a dropdown's Other choice. */
  otherValue: string | null;
}

/** A property of a case's lot (GET /api/properties/{propertyId}/detail). */
export interface PropertyDetail {
  id: number;
  lotId: number;
  caseId: number;
  lotNumber: number;
  caseNumber: string;
  streetLine1: string;
  streetLine2: string | null;
  city: string;
  county: string | null;
  stateCode: string;
  zipCode: string;
  countryCode: 'US';
  latitude: number | null;
  longitude: number | null;
  isPrimary: boolean;
  imageData: PropertyImage[];
  extendedData: PropertyAttributeValue[];
}

export type AttributeType =
  'TextField' | 'DecimalField' | 'IntField' | 'DateField' | 'BoolField' | 'DropdownField';

/** An attribute definition (GET /api/propextattr). */
export interface AttributeDefinition {
  attributeId: number;
  attributeName: string;
  attributeDisplayName: string;
  attributeType: AttributeType | string;
  options?: { id: number; value: string }[];
}

/** The address fields a property is created or updated with. */
export interface PropertyAddress extends AddressFields {
  countryCode: 'US';
}

/** A row of the staff property list (POST /api/properties/list). */
export interface PropertyRow {
  id: number;
  caseId: number;
  caseNumber: string;
  lotId: number;
  lotNumber: number;
  streetLine1: string;
  streetLine2: string | null;
  city: string;
  stateCode: string;
  zipCode: string;
  isPrimary: boolean;
}

/** An address suggestion (GET /geo/search). */
export interface AddressSuggestion extends AddressSuggestionFields {
  label: string;
}

const root = ['properties'] as const;

/** The address search lives beside the reverse geocoder the environment names. */
const geocodeSearchUrl = () => env.geocodeUrl.replace(/\/reverse$/, '/search') || '/geo/search';

/** Definitions as the property form reads them: a dropdown's options with ids. */
const toDefinitions = (list: ExtendedAttribute[]): AttributeDefinition[] =>
  list.map((a) => {
    const given = (a as ExtendedAttribute & { options?: AttributeDefinition['options'] }).options;
    return {
      attributeId: a.attributeId,
      attributeName: a.attributeName,
      attributeDisplayName: a.attributeDisplayName,
      attributeType: a.attributeType,
      options: given ?? (a.optionData ?? []).map((value, i) => ({ id: i + 1, value })),
    };
  });

/** Properties of case lots, their attribute definitions and the address search. */
export const propertyQueries = {
  all: () => root,
  /** The properties of one lot. */
  ofLot: (lotId: number) =>
    queryOptions({
      queryKey: [...root, 'lot', lotId] as const,
      queryFn: () => listPropertiesOfLot(lotId),
    }),
  detail: (propertyId: number) =>
    queryOptions({
      queryKey: [...root, 'detail', propertyId] as const,
      queryFn: () => getPropertyDetail(propertyId),
    }),
  /** The attribute definitions, shared with the bidder's search filters (one request, one cache). */
  attributes: () => queryOptions({ ...propertyAttributeQueries.list(), select: toDefinitions }),
  /** The staff property list. */
  list: (params: ListParams) =>
    queryOptions({
      queryKey: [...root, 'list', listRequestBody(params)] as const,
      queryFn: () => listProperties(params),
    }),
  /** Address suggestions for the typed text, in the US only. */
  geocode: (text: string) =>
    queryOptions({
      queryKey: ['geocode', text.trim().toLowerCase()] as const,
      queryFn: () => searchAddresses(text),
      enabled: text.trim().length >= 3,
      staleTime: 5 * 60_000,
    }),
};

/** Silent: the page shows its own empty state. */
export async function listPropertiesOfLot(lotId: number) {
  return (await http.get<PropertyDetail[]>(`/api/properties/${lotId}/list`, { silent: true })).data;
}

/** Silent: the page shows its own not-found result. */
export async function getPropertyDetail(propertyId: number) {
  return (await http.get<PropertyDetail>(`/api/properties/${propertyId}/detail`, { silent: true }))
    .data;
}

/** A list: failures are silent. */
export async function listProperties(params: ListParams) {
  return (
    await http.post<Page<PropertyRow>>('/api/properties/list', listRequestBody(params), {
      silent: true,
    })
  ).data;
}

export async function searchAddresses(text: string) {
  return (
    await http.get<AddressSuggestion[]>(geocodeSearchUrl(), {
      params: { q: text.trim(), countrycodes: 'us' },
      silent: true,
    })
  ).data;
}

export async function createProperty(lotId: number, address: PropertyAddress) {
  return (await http.post<PropertyDetail>(`/api/properties/${lotId}`, address)).data;
}

export async function updateProperty(propertyId: number, address: PropertyAddress) {
  return (await http.put<PropertyDetail>(`/api/properties/${propertyId}`, address)).data;
}

export async function savePropertyAttributes(
  propertyId: number,
  extendedData: PropertyAttributeValue[],
) {
  return (
    await http.put<PropertyDetail>(`/api/properties/${propertyId}/extendeddata`, { extendedData })
  ).data;
}

export async function setPrimaryProperty(propertyId: number) {
  return (await http.put<PropertyDetail>(`/api/properties/${propertyId}/primary`)).data;
}

export async function deleteProperty(propertyId: number) {
  await http.delete(`/api/properties/${propertyId}`);
}

/**
 * A photo upload for the kit's upload field: multipart Image, Description and IsMain
 * (spec 2 section 5), with progress.
 */
export const photoUploadRequest = (propertyId: number, description: string, isMain: boolean) => ({
  url: `/api/properties/${propertyId}/images`,
  field: 'Image',
  fields: { Description: description.trim(), IsMain: isMain ? 'true' : 'false' },
});

export async function setMainPhoto(propertyId: number, imageId: number) {
  return (await http.put<PropertyImage>(`/api/properties/${propertyId}/images/${imageId}/main`))
    .data;
}

export async function deletePhoto(propertyId: number, imageId: number) {
  await http.delete(`/api/properties/${propertyId}/images/${imageId}`);
}

/** A property change shows in the case (its lots embed the primary property) and the lot views. */
const propertyChanged = () => [root, ['cases'], ['caseLots']] as const;

export const useCreateProperty = (
  extras: MutationExtras<PropertyDetail, { lotId: number; address: PropertyAddress }> = {},
) =>
  useResourceMutation(
    (v: { lotId: number; address: PropertyAddress }) => createProperty(v.lotId, v.address),
    propertyChanged,
    extras,
  );

export const useUpdateProperty = (
  extras: MutationExtras<PropertyDetail, { propertyId: number; address: PropertyAddress }> = {},
) =>
  useResourceMutation(
    (v: { propertyId: number; address: PropertyAddress }) =>
      updateProperty(v.propertyId, v.address),
    propertyChanged,
    extras,
  );

/**
 * Saves the attributes. The answer replaces the cached property at once; nothing else shows
 * attributes, so no list is refetched while the user is still typing.
 */
export function useSavePropertyAttributes(
  extras: MutationExtras<
    PropertyDetail,
    { propertyId: number; extendedData: PropertyAttributeValue[] }
  > = {},
) {
  const client = useQueryClient();
  return useResourceMutation(
    async (v: { propertyId: number; extendedData: PropertyAttributeValue[] }) => {
      const saved = await savePropertyAttributes(v.propertyId, v.extendedData);
      client.setQueryData(propertyQueries.detail(v.propertyId).queryKey, saved);
      return saved;
    },
    () => [],
    extras,
  );
}

export const useSetPrimaryProperty = (extras: MutationExtras<PropertyDetail, number> = {}) =>
  useResourceMutation(setPrimaryProperty, propertyChanged, extras);

/** Refetches what shows a property after a change made outside a mutation (an uploaded photo). */
export function useRefreshProperties() {
  const client = useQueryClient();
  return () => invalidateAll(client, propertyChanged());
}

/**
 * Deletes a property. Its own page is left as it was (refetching it would only find it gone); the
 * lists, the lot and the case are refetched.
 */
export const useDeleteProperty = (extras: MutationExtras<void, number> = {}) =>
  useResourceMutation(
    deleteProperty,
    () => [[...root, 'lot'], [...root, 'list'], ['cases'], ['caseLots']],
    extras,
  );

export const useSetMainPhoto = (
  extras: MutationExtras<PropertyImage, { propertyId: number; imageId: number }> = {},
) =>
  useResourceMutation(
    (v: { propertyId: number; imageId: number }) => setMainPhoto(v.propertyId, v.imageId),
    propertyChanged,
    extras,
  );

export const useDeletePhoto = (
  extras: MutationExtras<void, { propertyId: number; imageId: number }> = {},
) =>
  useResourceMutation(
    (v: { propertyId: number; imageId: number }) => deletePhoto(v.propertyId, v.imageId),
    propertyChanged,
    extras,
  );
