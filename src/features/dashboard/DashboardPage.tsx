import { lazy } from 'react';
import { isBidder, isStaff } from '../../lib/roles';
import { useSession } from '../../lib/useSession';

const BidderDashboard = lazy(() => import('./BidderDashboard'));
const StaffDashboard = lazy(() => import('./StaffDashboard'));
const ClientDashboard = lazy(() => import('./ClientDashboard'));

/** /dashboard: the signed-in role's dashboard (spec 3 section 2.5). */
export default function DashboardPage() {
  const { roles } = useSession();
  if (isBidder(roles)) return <BidderDashboard />;
  if (isStaff(roles)) return <StaffDashboard />;
  // The route admits bidders, staff, clients and attorneys only: the rest are the firm's users.
  return <ClientDashboard />;
}
