import { lazy } from 'react';
import { SlugTabsPage, type SlugTab } from '../../components/SlugTabsPage';

/** Each admin settings page loads on its own when its tab is opened (spec 3 section 2.2). */
const TABS: readonly SlugTab[] = [
  { slug: 'system', label: 'System', Page: lazy(() => import('./SystemPage')) },
  { slug: 'profile', label: 'Profile', Page: lazy(() => import('./AdminProfilePage')) },
  { slug: 'logs', label: 'Logs', Page: lazy(() => import('./AdminLogsPage')) },
  { slug: 'faqs', label: 'FAQs', Page: lazy(() => import('./FaqsPage')) },
  { slug: 'resources', label: 'Resources', Page: lazy(() => import('./ResourcesPage')) },
  {
    slug: 'featured-lots',
    label: 'Featured Lots',
    Page: lazy(() => import('./FeaturedLotsPage')),
  },
];

/**
 * /admin/settings/{slug}: system configuration, the admin's own profile, activity logs, the help
 * center's FAQs, the blog resources and the featured lots. The router has already sent bare and
 * unknown slugs to system.
 */
export default function AdminSettingsPage() {
  return <SlugTabsPage title="Settings" base="/admin/settings" tabs={TABS} />;
}
