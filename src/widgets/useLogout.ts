import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { signOut } from '../api/session';
import { getRoles } from '../lib/session';
import { isAdmin } from '../lib/roles';
import { paths } from '../lib/paths';

/**
 * Signs out: the session cookies and cached data are cleared and the sign-in page shows at once;
 * the server is told in the background (src/api/session.ts).
 */
export function useLogout() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useCallback(() => {
    const admin = isAdmin(getRoles());
    void signOut();
    client.clear();
    navigate(admin ? paths.adminLogin : paths.login, { replace: true });
  }, [client, navigate]);
}
