// Answered in the simulator by src/mocks/handlers/search.ts.
import { queryOptions } from '@tanstack/react-query';
import { call } from './call';
import * as api from './contract/search';
import { useResourceMutation, type MutationExtras } from './mutation';

export type {
  ExtendedAttribute,
  PropertyCardRow,
  SavedFilter,
  SearchRequest,
} from './contract/search';
type SavedFilter = import('./contract/search').SavedFilter;
type SearchRequest = import('./contract/search').SearchRequest;

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

/** A list: failures are silent (the page shows its empty state). */
export const searchProperties = (req: SearchRequest) =>
  call(api.searchProperties, { body: req, config: { silent: true } });

export const listExtendedAttributes = () =>
  call(api.listExtendedAttributes, { config: { silent: true } });

export async function listSavedFilters() {
  return (await call(api.listSavedFilters, { body: {}, config: { silent: true } })).data;
}

export const createSavedFilter = (name: string, savedFilter: string) =>
  call(api.createSavedFilter, { body: { name, savedFilter } });
export const updateSavedFilter = (id: number, body: { name?: string; savedFilter?: string }) =>
  call(api.updateSavedFilter, { params: { id }, body });
export const deleteSavedFilter = (id: number) => call(api.deleteSavedFilter, { params: { id } });

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
