/** Schema pieces many resources share. */
import * as z from 'zod/mini';
import type { PathParams, ProbeIds } from './define';

/** Ids and numbers arrive as numbers; dates as ISO strings. */
export const id = () => z.number();
export const isoDate = () => z.string();
/** A date the server may leave empty. */
export const optionalDate = () => z.nullish(z.string());

/** Text the server may leave out or send as null (an unknown address line, no logo): ''. */
export const text = () =>
  z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? ''),
  );

/** A value the server may send as null or leave out; read as null. */
export const orNull = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.nullish(schema),
    z.transform((v): z.output<T> | null => v ?? null),
  );

/** A date the server may send as null or leave out; read as null. */
export const nullDate = () => orNull(isoDate());

/** `{ data, total }`: one page of a server-paginated list (spec 1 §7, spec 2 §7). */
export const page = <T extends z.ZodMiniType>(row: T) =>
  z.object({ data: z.array(row), total: z.number() });

/** The list body's common part: search, sorter, pagination (spec 2 §7, spec 3 §7). */
export const listRequest = {
  search: z.optional(z.string()),
  sorter: z.optional(
    z.object({
      field: z.optional(z.string()),
      order: z.optional(z.nullable(z.enum(['ascend', 'descend']))),
    }),
  ),
  pagination: z.optional(
    z.object({ current: z.optional(z.number()), pageSize: z.optional(z.number()) }),
  ),
};

/** What a list body carries when the contract command asks for a first page. */
export const FIRST_PAGE = { search: '', pagination: { current: 1, pageSize: 10 } } as const;

/** The first row's id of a list or a page, for later calls of the contract command. */
export function firstId(data: unknown, key = 'id'): string | number | undefined {
  const rows = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { data?: unknown }).data)
      ? (data as { data: unknown[] }).data
      : [];
  const row = rows[0] as Record<string, unknown> | undefined;
  const value = row?.[key];
  return typeof value === 'number' || typeof value === 'string' ? value : undefined;
}

/** `learn` for a list: its first row's `key` as `name`. */
export const learnFirst =
  (name: string, key = 'id') =>
  (data: unknown) => {
    const value = firstId(data, key);
    return value === undefined ? {} : { [name]: value };
  };

/**
 * Probe arguments from learnt ids: `params` maps each path parameter to the id that fills it
 * (`withIds({ id: 'companyId' })`), `rest` adds a body or a query; undefined while any of those
 * ids is not known yet.
 */
export const withIds =
  (params: Record<string, string>, rest: { body?: unknown; query?: PathParams } = {}) =>
  (ids: ProbeIds) => {
    const values: PathParams = {};
    for (const [param, name] of Object.entries(params)) {
      const value = ids[name];
      if (value === undefined) return undefined;
      values[param] = value;
    }
    return { params: values, ...rest };
  };
