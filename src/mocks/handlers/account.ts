import type { HttpHandler } from 'msw';

export const accountHandlers: HttpHandler[] = [];
