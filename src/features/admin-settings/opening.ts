import { configurationQueries } from '../../api/configurations';
import type { RouteOpening } from '../../lib/routeOpening';

/** The tab pages, as AdminSettingsPage loads them (the router sends other slugs to system). */
export const SETTINGS_PAGES = {
  system: () => import('./SystemPage'),
  profile: () => import('./AdminProfilePage'),
  logs: () => import('./AdminLogsPage'),
  faqs: () => import('./FaqsPage'),
  resources: () => import('./ResourcesPage'),
  'featured-lots': () => import('./FeaturedLotsPage'),
} as const;

type Slug = keyof typeof SETTINGS_PAGES;
const slugOf = (slug: string | undefined): Slug =>
  slug && Object.hasOwn(SETTINGS_PAGES, slug) ? (slug as Slug) : 'system';

/** /admin/settings/{slug}: the open tab, and the configuration when it is the system tab. */
export const opening: RouteOpening = {
  parts: ({ params }) => [SETTINGS_PAGES[slugOf(params.slug)]()],
  prefetch: (client, { params }) => {
    if (slugOf(params.slug) === 'system') void client.prefetchQuery(configurationQueries.list());
  },
};
