import type { HttpHandler } from 'msw';

/** The admin area's content endpoints. */
export const adminContentHandlers: HttpHandler[] = [];
