import type { ReactNode } from 'react';
import { can, type Action } from '../../lib/permissions';
import { useSession } from '../../lib/useSession';

/** Whether the signed-in user may use `action` (re-renders when the session changes). */
export function useCan(action: Action): boolean {
  return can(useSession().roles, action);
}

/** Shows its children only to users who may use `action` (else `fallback`, by default nothing). */
export function Can({
  action,
  children,
  fallback = null,
}: {
  action: Action;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCan(action) ? children : fallback;
}
