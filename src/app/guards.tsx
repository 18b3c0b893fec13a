import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../lib/useSession';
import { PageSkeleton } from '../components/PageSkeleton';
import { guardVerdict } from './guardVerdict';
import { NotFoundPage } from './lazyPages';
import type { RouteDef } from './routeTable';

/**
 * Decides whether the current user may see a route (guardVerdict.ts): the screen, a redirect
 * (replacing the refused address), or the 404 page at the address.
 */
export function Guard({ def, children }: { def: RouteDef; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();

  useEffect(() => {
    document.title = `${def.title} | Bidright`;
  }, [def.title]);

  const verdict = guardVerdict(def, location, session);
  if (verdict && 'redirect' in verdict)
    return <Navigate to={verdict.redirect} replace state={verdict.state} />;
  if (verdict && 'notFound' in verdict) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <>{children}</>;
}
