import { lazy } from 'react';
import ComingSoonPage from '../../components/ComingSoonPage';
import { isBidder, isStaff } from '../../lib/roles';
import { useSession } from '../../lib/useSession';

const BidderDashboard = lazy(() => import('./BidderDashboard'));
const StaffDashboard = lazy(() => import('./StaffDashboard'));

/** /dashboard: the signed-in role's dashboard (spec 3 section 2.5). */
export default function DashboardPage() {
  const { roles } = useSession();
  if (isBidder(roles)) return <BidderDashboard />;
  if (isStaff(roles)) return <StaffDashboard />;
  return <ComingSoonPage title="Dashboard" />;
}
