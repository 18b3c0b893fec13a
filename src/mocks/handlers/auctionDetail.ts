import type { HttpHandler } from 'msw';

export const auctionDetailHandlers: HttpHandler[] = [];
