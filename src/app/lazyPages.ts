import { lazy } from 'react';

/** Pages and shell parts that most first visits never need, loaded on demand. */
export const NotFoundPage = lazy(() => import('../components/NotFoundPage'));
export const ComingSoonPage = lazy(() => import('../components/ComingSoonPage'));
export const UserMenu = lazy(() =>
  import('./shell/UserMenu').then((m) => ({ default: m.UserMenu })),
);
export const MobileAppPrompt = lazy(() =>
  import('./shell/MobileAppPrompt').then((m) => ({ default: m.MobileAppPrompt })),
);
