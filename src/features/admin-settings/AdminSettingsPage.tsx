import { lazy } from 'react';
import { SlugTabsPage, type SlugTab } from '../../components/SlugTabsPage';
import { SETTINGS_PAGES } from './opening';
import { paths } from '../../lib/paths';

/** Each admin settings page loads on its own when its tab is opened (spec 3 section 2.2). */
const TABS: readonly SlugTab[] = [
  { slug: 'system', label: 'System', Page: lazy(SETTINGS_PAGES.system) },
  { slug: 'profile', label: 'Profile', Page: lazy(SETTINGS_PAGES.profile) },
  { slug: 'logs', label: 'Logs', Page: lazy(SETTINGS_PAGES.logs) },
  { slug: 'faqs', label: 'FAQs', Page: lazy(SETTINGS_PAGES.faqs) },
  { slug: 'resources', label: 'Resources', Page: lazy(SETTINGS_PAGES.resources) },
  { slug: 'featured-lots', label: 'Featured Lots', Page: lazy(SETTINGS_PAGES['featured-lots']) },
];

/**
 * /admin/settings/{slug}: system configuration, the admin's own profile, activity logs, the help
 * center's FAQs, the blog resources and the featured lots. The router has already sent bare and
 * unknown slugs to system.
 */
export default function AdminSettingsPage() {
  return <SlugTabsPage title="Settings" base={paths.adminSettings} tabs={TABS} />;
}
