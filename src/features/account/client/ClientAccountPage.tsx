import { Tabs } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageSkeleton } from '../../../components/PageSkeleton';

/** The client's and attorney's account pages by slug (spec 3 section 2.2); the router has normalised the slug. */
const PAGES: { slug: string; label: string; Page: ComponentType }[] = [
  { slug: 'client-profile', label: 'Firm Profile', Page: lazy(() => import('./FirmProfile')) },
  { slug: 'profile', label: 'My Profile', Page: lazy(() => import('./MyProfile')) },
];

/** /account/client-profile (default) and /account/profile: the firm's profile and the user's own. */
export default function ClientAccountPage() {
  const { slug } = useParams();
  const navigate = useNavigate();
  const current = PAGES.find((p) => p.slug === slug) ?? PAGES[0];
  return (
    <div style={{ padding: 24, maxWidth: 1200, margin: '0 auto' }}>
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
