import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { homeFor, rememberedOrigin, rememberSignInTarget } from '../../lib/landing';
import { normaliseRoles } from '../../lib/roles';
import { signedIn } from '../../api/session';
import type { TokenResponse } from '../../lib/session';

/** Stores a completed sign-in and goes to the remembered origin, else the role's home. */
export function useSignedIn() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (res: TokenResponse) => {
      const target = rememberedOrigin(location.state) ?? homeFor(normaliseRoles(res.roles));
      rememberSignInTarget(target);
      void signedIn(res);
      navigate(target, { replace: true });
    },
    [location.state, navigate],
  );
}
