import {
  getNotificaciones as call,
  type TGetNotificacionesRequest,
} from '@academia/contract/notifications/get-notificaciones';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getNotificaciones(input: TGetNotificacionesRequest) {
  return callApi(call, input);
}

export function getNotificacionesQuery(input: TGetNotificacionesRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => getNotificaciones(input),
  });
}

/**
 * Keeps the previous page on screen while the next one loads. The bell's count is fresh enough
 * when read again every minute and whenever the window comes back into focus.
 */
export function useGetNotificaciones(input: TGetNotificacionesRequest) {
  return useQuery({
    ...getNotificacionesQuery(input),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}
