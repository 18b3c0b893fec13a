import { lazy } from 'react';
import { SlugTabsPage, type SlugTab } from '../../components/SlugTabsPage';
import { SYSTEM_USER_TABS } from '../../lib/systemUsers';

const PAGES = {
  bidders: lazy(() => import('./BiddersTab')),
  auctioneers: lazy(() => import('./AuctioneersTab')),
  admins: lazy(() => import('./AdminsTab')),
};

const TABS: readonly SlugTab[] = SYSTEM_USER_TABS.map((t) => ({
  slug: t.slug,
  label: t.label,
  Page: PAGES[t.slug],
}));

/** /admin/users/{bidders|auctioneers|admins}: the system users of each kind. */
export default function SystemUsersPage() {
  return <SlugTabsPage title="System Users" base="/admin/users" param="role" tabs={TABS} />;
}
