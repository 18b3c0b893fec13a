import { lazy } from 'react';
import { SlugTabsPage, type SlugTab } from '../../components/SlugTabsPage';
import { SYSTEM_USER_TABS } from '../../lib/systemUsers';
import { TAB_PAGES } from './opening';
import { paths } from '../../lib/paths';

const PAGES = {
  bidders: lazy(TAB_PAGES.bidders),
  auctioneers: lazy(TAB_PAGES.auctioneers),
  admins: lazy(TAB_PAGES.admins),
};

const TABS: readonly SlugTab[] = SYSTEM_USER_TABS.map((t) => ({
  slug: t.slug,
  label: t.label,
  Page: PAGES[t.slug],
}));

/** /admin/users/{bidders|auctioneers|admins}: the system users of each kind. */
export default function SystemUsersPage() {
  return <SlugTabsPage title="System Users" base={paths.adminUsers} param="role" tabs={TABS} />;
}
