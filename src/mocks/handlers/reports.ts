import type { HttpHandler } from 'msw';

/** Being built. */
export const reportHandlers: HttpHandler[] = [];
