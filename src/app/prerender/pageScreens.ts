/**
 * The lazy screens of the prerendered pages, by route, and which of those pages are whole without
 * the application. The route table takes its screens from here, and the entry (which must not
 * import the route table: it would carry the whole app) starts the screen of the address loading
 * beside the application, so a page's code does not wait for the application's.
 */
export const PAGE_SCREENS = {
  '/': () => import('../../features/public/HomePage'),
  '/help-center': () => import('../../features/public/HelpCenterPage'),
  '/faq': () => import('../../features/public/FaqPage'),
  '/terms-conditions': () => import('../../features/public/TermsPage'),
  '/privacy-policy': () => import('../../features/public/PrivacyPage'),
  '/blogs/:blogId': () => import('../../features/public/BlogPage'),
  '/login': () => import('../../features/auth/LoginPage'),
  '/register': () => import('../../features/auth/RegisterPage'),
  '/forgot-password': () => import('../../features/auth/ForgotPasswordPage'),
} as const;

/**
 * The prerendered pages whose content needs nothing from the server (the others show their
 * loading state until the application has fetched it): the application starts on them when the
 * visitor first uses the page, or once it has been idle a moment (prerender/arrival.ts).
 */
export const WHOLE_PAGES: ReadonlySet<string> = new Set([
  '/',
  '/terms-conditions',
  '/privacy-policy',
  '/login',
  '/register',
  '/forgot-password',
]);

/** The route of a prerendered page's address (`:name` matches one segment), if it is one. */
export function pageRouteOf(pathname: string): string | undefined {
  const have = pathname.split('/').filter(Boolean);
  return Object.keys(PAGE_SCREENS).find((route) => {
    const want = route.split('/').filter(Boolean);
    return (
      want.length === have.length &&
      want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
    );
  });
}

/** Starts loading the screen of a prerendered page's route, if it has a lazy one. */
export function preloadPageScreen(route: string): void {
  if (Object.hasOwn(PAGE_SCREENS, route))
    // A failure here is left to the route, which loads the same module and handles it.
    void PAGE_SCREENS[route as keyof typeof PAGE_SCREENS]().catch(() => undefined);
}
