import { lazy, type ComponentType } from 'react';
import { SlugTabsPage } from '../../components/SlugTabsPage';
import { settingsTabs, type SettingsSlug } from '../../lib/companySettings';
import { useSession } from '../../lib/useSession';
import { paths } from '../../lib/paths';

/** Each settings page loads on its own when its tab is opened. */
const PAGES: Record<SettingsSlug, ComponentType> = {
  'company-profile': lazy(() => import('./CompanyProfilePage')),
  profile: lazy(() => import('./ProfilePage')),
  users: lazy(() => import('./UsersPage')),
  'api-credentials': lazy(() => import('./ApiCredentialsPage')),
  logs: lazy(() => import('./LogsPage')),
};

/**
 * /settings/{slug}: the company settings of auctioneers (company profile, profile, users, API
 * credentials, logs) and employees (company profile, profile, logs). The router has already
 * sent unknown slugs, and employees' users and api-credentials, to the company profile.
 */
export default function SettingsPage() {
  const { roles } = useSession();
  const tabs = settingsTabs(roles).map((t) => ({ ...t, Page: PAGES[t.slug] }));
  return <SlugTabsPage title="Settings" base={paths.settings} tabs={tabs} className="settings" />;
}
