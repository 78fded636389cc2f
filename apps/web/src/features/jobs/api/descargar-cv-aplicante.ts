import { ApiError } from '~/lib/api-error';
import { getStoredToken } from '~/lib/session';

const FAILED = 'No se pudo abrir el CV. Inténtalo de nuevo.';

/**
 * An applicant's CV, which only staff may read: fetched with the session's token (a plain link
 * cannot carry it) and opened from memory in a new tab.
 */
export async function abrirCvAplicante(aplicante: number): Promise<void> {
  const tab = window.open('', '_blank');
  const headers = new Headers();
  const token = getStoredToken();
  if (token) headers.set('authorization', token);
  let response: Response;
  try {
    response = await fetch(`/api/descargarCvAplicante/${aplicante}/`, { headers });
  } catch {
    tab?.close();
    throw new ApiError(0, 'network', FAILED);
  }
  if (!response.ok) {
    tab?.close();
    const body = (await response.json().catch(() => null)) as {
      error?: { message?: string };
    } | null;
    throw new ApiError(response.status, 'internal', body?.error?.message ?? FAILED);
  }
  const url = URL.createObjectURL(await response.blob());
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
