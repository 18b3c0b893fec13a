import { lazy, Suspense, type ComponentType } from 'react';
import { Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { PageSkeleton } from '../../components/PageSkeleton';
import { isBidder } from '../../lib/roles';
import { useSession } from '../../lib/useSession';

/** The bidder's account pages by slug (spec 1 section 2); the router has already normalised the slug. */
const PAGES: { slug: string; label: string; Page: ComponentType }[] = [
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
  const { slug = 'personal' } = useParams();
  const { roles } = useSession();
  const navigate = useNavigate();
  if (!isBidder(roles)) return <ClientAccountPage />;
  const current = PAGES.find((p) => p.slug === slug) ?? PAGES[0];
  return (
    <div className="account">
      <h1 style={{ fontSize: 24, marginTop: 0 }}>My Account</h1>
      <Tabs
        activeKey={current.slug}
        onChange={(key) => navigate(`/account/${key}`)}
        items={PAGES.map((p) => ({ key: p.slug, label: p.label }))}
      />
      <Suspense fallback={<PageSkeleton />}>
        <current.Page />
      </Suspense>
    </div>
  );
}
