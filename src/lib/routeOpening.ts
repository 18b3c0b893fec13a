import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { Role } from './roles';

/** Where a route is being opened, and by whom. */
export interface RouteContext {
  pathname: string;
  params: Params;
  search: URLSearchParams;
  /** The navigation's state (a link's `state`), when it has one. */
  state?: unknown;
  roles: readonly Role[];
}

/**
 * What opening a route starts besides its screen's module: the queries its screen shows first
 * (started, never awaited: the screen shows its skeleton until they answer) and the lazy parts
 * the screen renders first for this user and address (a role's dashboard, the open tab), which
 * would otherwise load only once the screen has rendered. A route's opening lives in a module
 * of its own, loaded with the screen, so its queries' code is not part of the application's start.
 */
export interface RouteOpening {
  prefetch?(client: QueryClient, ctx: RouteContext): void;
  parts?(ctx: RouteContext): readonly Promise<unknown>[];
}
