import { getTipo as getTipoCall } from '@academia/contract/auth/get-tipo';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';
import { getStoredToken } from '~/lib/session';

/** The signed-in user's tipo: 0 administrator, 1 student, 2 teacher. */
export async function getTipo(): Promise<number> {
  const { content } = await callApi(getTipoCall, {});
  return content.tipo;
}

/** Keyed by the token, so another login never reuses the previous user's tipo. */
export function getTipoQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeyOf(getTipoCall, {}), getStoredToken()],
    queryFn: getTipo,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
