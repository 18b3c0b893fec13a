import { queryOptions } from '@tanstack/react-query';
import type { ResourceFields } from '../lib/resources';
import { http } from './http';
import { useResourceMutation, type MutationExtras } from './mutation';

/** A blog resource (spec 3 section 3): the description is HTML, the body is sent empty. */
export interface Resource {
  id: number;
  title: string;
  description: string;
  body: string;
  /** An optional outside address the resource points to. */
  link?: string;
  createdDate: string;
}

/** A resource as the list gives it (GET /api/resources/list): everything but the body. */
export type ResourceRow = Omit<Resource, 'body'>;

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

export async function listResources() {
  return (await http.get<ResourceRow[]>('/api/resources/list', { silent: true })).data;
}

/** A blog resource; failures show the not-found page, so no notice. */
export async function getResource(id: string) {
  return (await http.get<Resource>(`/api/resources/${id}`, { silent: true })).data;
}

export async function createResource(fields: ResourceFields) {
  return (await http.post<Resource>('/api/resources', fields)).data;
}

export async function updateResource({ id, ...fields }: ResourceUpdate) {
  return (await http.put<Resource>(`/api/resources/${id}`, fields)).data;
}

export async function deleteResource(id: number) {
  return (await http.delete<Resource>(`/api/resources/${id}`)).data;
}

export const useCreateResource = (extras: MutationExtras<Resource, ResourceFields> = {}) =>
  useResourceMutation(createResource, () => [root], extras);

export const useUpdateResource = (extras: MutationExtras<Resource, ResourceUpdate> = {}) =>
  useResourceMutation(updateResource, () => [root], extras);

export const useDeleteResource = (extras: MutationExtras<Resource, number> = {}) =>
  useResourceMutation(deleteResource, () => [root], extras);
