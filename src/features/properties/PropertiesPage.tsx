import { lazy } from 'react';
import { isBidder } from '../../lib/roles';
import { useSession } from '../../lib/useSession';

const PropertySearchPage = lazy(() => import('./PropertySearchPage'));
const StaffPropertyList = lazy(() => import('./StaffPropertyList'));

/** /properties: the map search for bidders; auctioneers and employees get their property list. */
export default function PropertiesPage() {
  const { roles } = useSession();
  return isBidder(roles) ? <PropertySearchPage /> : <StaffPropertyList />;
}
