import type { HttpHandler } from 'msw';

/** The admin area's users endpoints. */
export const adminUsersHandlers: HttpHandler[] = [];
