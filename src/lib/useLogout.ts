import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { clearSession, getRoles } from './session';
import { isAdmin } from './roles';

/** Signs out: clears the session cookies and cached data, then shows the sign-in page. */
export function useLogout() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useCallback(() => {
    const admin = isAdmin(getRoles());
    clearSession();
    client.clear();
    navigate(admin ? '/admin/login' : '/login', { replace: true });
  }, [client, navigate]);
}
