import { logout as logoutCall } from '@academia/contract/auth/logout';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '~/lib/api-client';
import { queryClient } from '~/lib/query-client';
import { clearStoredToken } from '~/lib/session';

/** Revokes the token on the server; the session ends locally whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await callApi(logoutCall, {});
  } catch {
    // An expired token or a lost connection must not keep the person signed in here.
  } finally {
    clearStoredToken();
    queryClient.clear();
  }
}

/** 'Cerrar sesión': ends the session and goes to iniciar-sesion (spec, section 4). */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    await navigate('/iniciar-sesion', { replace: true });
  }, [navigate]);
}
