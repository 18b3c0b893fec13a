/**
 * The screens of the public pages whose built first view shows their loading state (their content
 * comes with the application), and the registration form's (the visitor is filling it in as the
 * application takes over): the route table's screens, which the entry also starts loading while
 * the application itself loads, so the page's code does not wait for it.
 */
export const BUILT_VIEW_SCREENS = {
  help: () => import('../features/public/HelpCenterPage'),
  faq: () => import('../features/public/FaqPage'),
  blog: () => import('../features/public/BlogPage'),
  register: () => import('../features/auth/RegisterPage'),
} as const;

/** Starts loading the screen of a built view, if it is one of those. */
export function preloadBuiltViewScreen(view: string): void {
  if (Object.hasOwn(BUILT_VIEW_SCREENS, view))
    // A failure here is left to the route, which loads the same module and handles it.
    void BUILT_VIEW_SCREENS[view as keyof typeof BUILT_VIEW_SCREENS]().catch(() => undefined);
}
