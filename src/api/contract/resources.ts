/**
 * The blog resources (spec 3 §3 Resource: id, title, description (rich text), link; body sent
 * empty; §2.6 the blog page's title, description and body, both HTML; §7).
 */
import * as z from 'zod/mini';
import { endpoint } from './define';
import { id, learnFirst, withIds } from './common';

const resourceFields = {
  id: id(),
  title: z.string(),
  /** HTML. */
  description: z.string(),
  /** An optional outside address the resource points to. */
  link: z.optional(z.nullable(z.string())),
  /** When it was added; the lists show it when the server gives it. */
  createdDate: z.optional(z.nullable(z.string())),
};

/** A resource as the list gives it (GET /api/resources/list). */
export const ResourceRow = z.object(resourceFields);
export type ResourceRow = z.infer<typeof ResourceRow>;

/** One resource (GET /api/resources/{blogId}); an absent body reads as empty. */
export const Resource = z.object({
  ...resourceFields,
  /** HTML. */
  body: z.pipe(
    z.nullish(z.string()),
    z.transform((b) => b ?? ''),
  ),
});
export type Resource = z.infer<typeof Resource>;

/** What the admin's dialog saves (spec 3 §5: title and description required; body empty). */
export const ResourceFields = z.object({
  title: z.string(),
  description: z.string(),
  link: z.string(),
  body: z.string(),
});
export type ResourceFields = z.infer<typeof ResourceFields>;

export const listResources = endpoint({
  method: 'GET',
  path: '/api/resources/list',
  spec: '1 §7, 3 §7',
  summary: 'The blog resources (help center, admin resources).',
  response: z.array(ResourceRow),
  roles: ['Anonymous', 'Admin'],
  probe: { learn: learnFirst('blogId') },
});

export const getResource = endpoint({
  method: 'GET',
  path: '/api/resources/{blogId}',
  spec: '1 §7, 3 §7',
  summary: 'One blog resource (/blogs/{blogId}); a failure shows the not-found page.',
  response: Resource,
  roles: ['Anonymous'],
  probe: {
    args: withIds({ blogId: 'blogId' }),
  },
});

export const createResource = endpoint({
  method: 'POST',
  path: '/api/resources',
  spec: '3 §7',
  summary: 'Adds a resource (admin).',
  request: ResourceFields,
  response: Resource,
  roles: ['Admin'],
});

export const updateResource = endpoint({
  method: 'PUT',
  path: '/api/resources/{id}',
  spec: '3 §7',
  summary: 'Edits a resource (admin).',
  request: ResourceFields,
  response: Resource,
  roles: ['Admin'],
});

export const deleteResource = endpoint({
  method: 'DELETE',
  path: '/api/resources/{id}',
  spec: '3 §7',
  summary: 'Removes a resource (admin).',
  response: Resource,
  roles: ['Admin'],
});
