// Answered in the simulator by src/mocks/handlers/caseProperties.ts.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { env } from '../lib/env';
import { listRequestBody, type ListParams } from '../lib/listParams';
import type { AddressSuggestionFields } from '../lib/propertyRules';
import { call } from './call';
import { listLotProperties } from './contract/lots';
import * as api from './contract/properties';
import type { ExtendedAttribute } from './contract/search';
import type {
  AttributeDefinition,
  PropertyAddress,
  PropertyAttributeValue,
  PropertyDetail,
  PropertyImage,
} from './contract/properties';
import { http } from './http';
import { invalidateAll, useResourceMutation, type MutationExtras } from './mutation';
import { propertyAttributeQueries } from './search';

export type {
  AttributeDefinition,
  AttributeType,
  PropertyAddress,
  PropertyAttributeValue,
  PropertyDetail,
  PropertyImage,
  PropertyRow,
} from './contract/properties';

/** An address suggestion (GET /geo/search). */
export interface AddressSuggestion extends AddressSuggestionFields {
  label: string;
}

const root = ['properties'] as const;

/** The address search lives beside the reverse geocoder the environment names. */
const geocodeSearchUrl = () => env.geocodeUrl.replace(/\/reverse$/, '/search') || '/geo/search';

/** Definitions as the property form reads them: a dropdown's options with ids. */
const toDefinitions = (list: ExtendedAttribute[]): AttributeDefinition[] =>
  list.map((a) => ({
    attributeId: a.attributeId,
    attributeName: a.attributeName,
    attributeDisplayName: a.attributeDisplayName,
    attributeType: a.attributeType,
    options: a.options ?? (a.optionData ?? []).map((value, i) => ({ id: i + 1, value })),
  }));

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
export const listPropertiesOfLot = (lotId: number) =>
  call(listLotProperties, { params: { lotId }, config: { silent: true } });

/** Silent: the page shows its own not-found result. */
export const getPropertyDetail = (propertyId: number) =>
  call(api.getPropertyDetail, { params: { propertyId }, config: { silent: true } });

/** A list: failures are silent. */
export const listProperties = (params: ListParams) =>
  call(api.listProperties, { body: listRequestBody(params), config: { silent: true } });

/**
 * The address search of the maps service beside the reverse geocoder (not the platform's
 * backend, so not one of its endpoints).
 */
export async function searchAddresses(text: string) {
  return (
    await http.get<AddressSuggestion[]>(geocodeSearchUrl(), {
      params: { q: text.trim(), countrycodes: 'us' },
      silent: true,
    })
  ).data;
}

export const createProperty = (lotId: number, address: PropertyAddress) =>
  call(api.createProperty, { params: { lotId }, body: address });

export const updateProperty = (propertyId: number, address: PropertyAddress) =>
  call(api.updateProperty, { params: { propertyId }, body: address });

export const savePropertyAttributes = (
  propertyId: number,
  extendedData: PropertyAttributeValue[],
) => call(api.savePropertyAttributes, { params: { propertyId }, body: { extendedData } });

export const setPrimaryProperty = (propertyId: number) =>
  call(api.setPrimaryProperty, { params: { propertyId } });

export const deleteProperty = async (propertyId: number) => {
  await call(api.deleteProperty, { params: { propertyId } });
};

/**
 * A photo upload for the kit's upload field: multipart Image, Description and IsMain
 * (spec 2 section 5), with progress.
 */
export const photoUploadRequest = (propertyId: number, description: string, isMain: boolean) => ({
  endpoint: api.uploadPropertyPhoto,
  params: { propertyId },
  field: 'Image',
  fields: { Description: description.trim(), IsMain: isMain ? 'true' : 'false' },
});

export const setMainPhoto = (propertyId: number, imageId: number) =>
  call(api.setMainPhoto, { params: { propertyId, imageId } });

export const deletePhoto = async (propertyId: number, imageId: number) => {
  await call(api.deletePhoto, { params: { propertyId, imageId } });
};

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
