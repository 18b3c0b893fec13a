import type { HttpHandler } from 'msw';

export const walletHandlers: HttpHandler[] = [];
