import { redirect } from 'react-router';
import { getTipoQueryOptions } from '~/features/auth/api/get-tipo';
import { ApiError } from '~/lib/api-error';
import { homeForTipo } from '~/lib/home-for-tipo';
import { queryClient } from '~/lib/query-client';
import { clearStoredToken, getStoredToken } from '~/lib/session';

const LOGIN = '/iniciar-sesion';

/**
 * The route guard of the signed-in areas, run by their layouts' client loaders before the
 * area renders: no session → login; a token the server refuses is dropped → login; another
 * kind of user → that user's own home, by the same rule as after login.
 */
export async function requireTipo(allowed: readonly number[]): Promise<number> {
  if (!getStoredToken()) throw redirect(LOGIN);
  let tipo: number;
  try {
    tipo = await queryClient.fetchQuery(getTipoQueryOptions());
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      clearStoredToken();
      queryClient.clear();
      throw redirect(LOGIN);
    }
    throw err;
  }
  if (!allowed.includes(tipo)) throw redirect(homeForTipo(tipo));
  return tipo;
}
