import type { HttpHandler } from 'msw';

/** The admin area's companies endpoints. */
export const adminCompaniesHandlers: HttpHandler[] = [];
