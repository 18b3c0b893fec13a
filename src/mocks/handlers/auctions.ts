import type { HttpHandler } from 'msw';

export const auctionsHandlers: HttpHandler[] = [];
