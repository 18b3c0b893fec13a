import { lazy } from 'react';
import { isBidder } from '../../lib/roles';
import { useSession } from '../../lib/useSession';
import ComingSoonPage from '../../components/ComingSoonPage';

const PropertySearchPage = lazy(() => import('./PropertySearchPage'));

/** /properties: the map search for bidders; staff get their property list (delivered with case management). */
export default function PropertiesPage() {
  const { roles } = useSession();
  return isBidder(roles) ? <PropertySearchPage /> : <ComingSoonPage title="Properties" />;
}
