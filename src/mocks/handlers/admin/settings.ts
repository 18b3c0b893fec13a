import type { HttpHandler } from 'msw';

/** The admin area's settings endpoints. */
export const adminSettingsHandlers: HttpHandler[] = [];
