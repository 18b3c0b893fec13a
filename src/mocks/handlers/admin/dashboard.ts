import type { HttpHandler } from 'msw';

/** The admin area's dashboard endpoints. */
export const adminDashboardHandlers: HttpHandler[] = [];
