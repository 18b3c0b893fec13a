// Answered in the simulator by src/mocks/handlers/admin/content.ts, src/mocks/handlers/public.ts.
import { queryOptions } from '@tanstack/react-query';
import type { ResourceFields } from '../lib/resources';
import { call } from './call';
import * as api from './contract/resources';
import type { Resource } from './contract/resources';
import { useResourceMutation, type MutationExtras } from './mutation';

export type { Resource, ResourceRow } from './contract/resources';

export type ResourceUpdate = ResourceFields & { id: number };

const root = ['resources'] as const;

/** The blog resources: the list (help center, admin settings) and one blog page. */
export const resourceQueries = {
  all: () => root,
  /** A list: failures are silent. */
  list: () => queryOptions({ queryKey: [...root, 'list'] as const, queryFn: listResources }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...root, 'detail', id] as const, queryFn: () => getResource(id) }),
};

export const listResources = () => call(api.listResources, { config: { silent: true } });

/** A blog resource; failures show the not-found page, so no notice. */
export const getResource = (id: string) =>
  call(api.getResource, { params: { blogId: id }, config: { silent: true } });

export const createResource = (fields: ResourceFields) =>
  call(api.createResource, { body: fields });

export const updateResource = ({ id, ...fields }: ResourceUpdate) =>
  call(api.updateResource, { params: { id }, body: fields });

export const deleteResource = (id: number) => call(api.deleteResource, { params: { id } });

export const useCreateResource = (extras: MutationExtras<Resource, ResourceFields> = {}) =>
  useResourceMutation(createResource, () => [root], extras);

export const useUpdateResource = (extras: MutationExtras<Resource, ResourceUpdate> = {}) =>
  useResourceMutation(updateResource, () => [root], extras);

export const useDeleteResource = (extras: MutationExtras<Resource, number> = {}) =>
  useResourceMutation(deleteResource, () => [root], extras);
