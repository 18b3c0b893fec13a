import { lazy } from 'react';
import { SlugTabsPage, type SlugTab } from '@/components/SlugTabsPage';
import { paths } from '@/lib/paths';

/** The client's and attorney's account pages by slug (spec 3 section 2.2); the router has normalised the slug. */
const PAGES: SlugTab[] = [
  { slug: 'client-profile', label: 'Firm Profile', Page: lazy(() => import('./FirmProfile')) },
  { slug: 'profile', label: 'My Profile', Page: lazy(() => import('./MyProfile')) },
];

/** /account/client-profile (default) and /account/profile: the firm's profile and the user's own. */
export default function ClientAccountPage() {
  return (
    <SlugTabsPage
      title="My Account"
      base={paths.account}
      tabs={PAGES}
      style={{ padding: 24, maxWidth: 1200, margin: '0 auto' }}
    />
  );
}
