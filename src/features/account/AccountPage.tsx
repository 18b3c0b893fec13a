import { lazy } from 'react';
import { SlugTabsPage, type SlugTab } from '../../components/SlugTabsPage';
import { isBidder } from '../../lib/roles';
import { useSession } from '../../lib/useSession';
import { paths } from '../../lib/paths';

/** The bidder's account pages by slug (spec 1 section 2); the router has already normalised the slug. */
const PAGES: SlugTab[] = [
  { slug: 'personal', label: 'Personal', Page: lazy(() => import('./personal/PersonalPage')) },
  { slug: 'notification', label: 'Notifications', Page: lazy(() => import('./NotificationPage')) },
  {
    slug: 'purchase',
    label: 'Purchase Profiles',
    Page: lazy(() => import('./purchase/PurchasePage')),
  },
  { slug: 'balance', label: 'Linked Accounts', Page: lazy(() => import('./balance/BalancePage')) },
  { slug: 'winning', label: 'My Winnings', Page: lazy(() => import('./winning/WinningsPage')) },
];

const ClientAccountPage = lazy(() => import('./client/ClientAccountPage'));

/** /account/{slug}: the bidder's account, one tab per page; clients and attorneys have their own. */
export default function AccountPage() {
  const { roles } = useSession();
  if (!isBidder(roles)) return <ClientAccountPage />;
  return <SlugTabsPage title="My Account" base={paths.account} tabs={PAGES} className="account" />;
}
