import type { HttpHandler } from 'msw';

export const winningsHandlers: HttpHandler[] = [];
