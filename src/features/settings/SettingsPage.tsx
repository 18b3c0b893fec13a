import { lazy, Suspense, type ComponentType } from 'react';
import { Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { PageSkeleton } from '../../components/PageSkeleton';
import { settingsTabs, type SettingsSlug } from '../../lib/companySettings';
import { useSession } from '../../lib/useSession';

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
  const { slug } = useParams();
  const { roles } = useSession();
  const navigate = useNavigate();
  const tabs = settingsTabs(roles);
  const current = tabs.find((t) => t.slug === slug) ?? tabs[0];
  const Page = PAGES[current.slug];
  return (
    <div className="settings">
      <h1 style={{ fontSize: 24, marginTop: 0 }}>Settings</h1>
      <Tabs
        activeKey={current.slug}
        onChange={(key) => navigate(`/settings/${key}`)}
        items={tabs.map((t) => ({ key: t.slug, label: t.label }))}
      />
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </div>
  );
}
