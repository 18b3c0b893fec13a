import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasAccess } from '../lib/roles';
import { homeFor, loginPathFor, recentSignInTarget, rememberedOrigin } from '../lib/landing';
import { normalisePath } from '../lib/slugs';
import { useSession } from '../lib/useSession';
import { PageSkeleton } from '../components/PageSkeleton';
import { NotFoundPage } from './lazyPages';
import type { RouteDef } from './routeTable';
import { paths } from '../lib/paths';

/**
 * Decides whether the current user may see a route: signed-out visitors go to the
 * right sign-in page remembering where they were going, signed-in users away from
 * sign-in pages, other roles to their own home, and slug routes to their defaults.
 */
export function Guard({ def, children }: { def: RouteDef; children: ReactNode }) {
  const { loggedIn, roles } = useSession();
  const location = useLocation();

  useEffect(() => {
    document.title = `${def.title} | Bidright`;
  }, [def.title]);

  if (!hasAccess(def.access, roles, loggedIn)) {
    if (def.access === 'guest') {
      return (
        <Navigate
          to={recentSignInTarget() ?? rememberedOrigin(location.state) ?? paths.home}
          replace
        />
      );
    }
    if (!loggedIn) {
      const from = `${location.pathname}${location.search}`;
      return <Navigate to={loginPathFor(location.pathname)} replace state={{ from }} />;
    }
    return <Navigate to={homeFor(roles)} replace />;
  }

  const verdict = loggedIn || def.access === 'any' ? normalisePath(location.pathname, roles) : null;
  if (verdict && 'redirect' in verdict) return <Navigate to={verdict.redirect} replace />;
  if (verdict && 'notFound' in verdict) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <>{children}</>;
}
