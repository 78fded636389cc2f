import { ApiError } from '~/lib/api-error';
import { homeForTipo } from '~/lib/home-for-tipo';
import { clearStoredToken } from '~/lib/session';
import { getTipo } from './api/get-tipo';

/**
 * Where the stored session belongs, by the user's tipo; null when there is none to follow.
 * A token the server refuses is dropped; a failed user-type call shows nothing (spec, section 8).
 */
export async function sessionLanding(): Promise<string | null> {
  try {
    return homeForTipo(await getTipo());
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) clearStoredToken();
    return null;
  }
}
