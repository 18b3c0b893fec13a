import type { ComponentType } from 'react';
import type { LayoutName } from './routeTable';

/** The lazy layouts' modules (the landing layout ships with the entry). */
export const LAYOUTS: Record<
  Exclude<LayoutName, 'landing'>,
  () => Promise<{ default: ComponentType }>
> = {
  login: () => import('./layouts/LoginLayout'),
  main: () => import('./layouts/MainLayout'),
  auction: () => import('./layouts/AuctionLayout'),
  admin: () => import('./layouts/AdminLayout'),
};
