import { lazyWithReload } from './lazyWithReload';

/** Pages and shell parts that most first visits never need, loaded on demand. */
export const NotFoundPage = lazyWithReload(() => import('../components/NotFoundPage'));
export const UserMenu = lazyWithReload(() =>
  import('./shell/UserMenu').then((m) => ({ default: m.UserMenu })),
);

export const PhoneMenu = lazyWithReload(() =>
  import('./shell/PhoneMenu').then((m) => ({ default: m.PhoneMenu })),
);
