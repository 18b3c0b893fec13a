import type { Circle, LatLng } from '../lib/geo';
import type { AttributeFilter, ExtendedAttribute } from '../lib/searchFilters';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http';
import { useResourceMutation, type MutationExtras } from './mutation';
import type { Page, PublicLotRow } from './public';

export interface PropertyCardRow extends PublicLotRow {
  isPinned: boolean;
  isRegistered: boolean;
  isLive: boolean;
  latitude: number;
  longitude: number;
}

export interface SearchRequest {
  search: string;
  sorter: { field: 'auctionStartTime' | 'openingPrice'; order: 'ascend' | 'descend' };
  pagination: { current: number; pageSize: number };
  beginDate: string | null;
  endDate: string | null;
  showPinned: boolean;
  showFeatured: boolean;
  showLive: boolean;
  searchAttributes: AttributeFilter[];
  polygons: LatLng[][];
  circles: Circle[];
}

export interface SavedFilter {
  id: number;
  name: string;
  savedFilter: string;
}

/** The extended property attributes the search can filter on (results are in lotQueries.search). */
export const propertyAttributeQueries = {
  all: () => ['propertyAttributes'] as const,
  list: () =>
    queryOptions({
      queryKey: ['propertyAttributes', 'list'] as const,
      queryFn: listExtendedAttributes,
    }),
};

/** The bidder's saved search filters. */
export const savedFilterQueries = {
  all: () => ['savedFilters'] as const,
  list: () =>
    queryOptions({ queryKey: ['savedFilters', 'list'] as const, queryFn: listSavedFilters }),
};

export async function searchProperties(req: SearchRequest) {
  return (await http.post<Page<PropertyCardRow>>('/api/lots/list/bidder', req, { silent: true }))
    .data;
}

export async function listExtendedAttributes() {
  return (await http.get<ExtendedAttribute[]>('/api/propextattr', { silent: true })).data;
}

export async function listSavedFilters() {
  return (
    await http.post<{ data: SavedFilter[] }>('/api/bidders/filters/list', {}, { silent: true })
  ).data.data;
}

export const createSavedFilter = (name: string, savedFilter: string) =>
  http.post<SavedFilter>('/api/bidders/filters', { name, savedFilter }).then((r) => r.data);
export const updateSavedFilter = (id: number, body: { name?: string; savedFilter?: string }) =>
  http.put<SavedFilter>(`/api/bidders/filters/${id}`, body).then((r) => r.data);
export const deleteSavedFilter = (id: number) => http.delete(`/api/bidders/filters/${id}`);

const savedFiltersChanged = () => [savedFilterQueries.all()];

export const useCreateSavedFilter = (
  extras: MutationExtras<SavedFilter, { name: string; savedFilter: string }> = {},
) =>
  useResourceMutation(
    (v: { name: string; savedFilter: string }) => createSavedFilter(v.name, v.savedFilter),
    savedFiltersChanged,
    extras,
  );

export const useUpdateSavedFilter = (
  extras: MutationExtras<SavedFilter, { id: number; savedFilter: string }> = {},
) =>
  useResourceMutation(
    (v: { id: number; savedFilter: string }) =>
      updateSavedFilter(v.id, { savedFilter: v.savedFilter }),
    savedFiltersChanged,
    extras,
  );

export const useDeleteSavedFilter = (extras: MutationExtras<unknown, number> = {}) =>
  useResourceMutation(deleteSavedFilter, savedFiltersChanged, extras);
