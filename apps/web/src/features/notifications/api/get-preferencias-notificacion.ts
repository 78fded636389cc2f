import { getPreferenciasNotificacion as call } from '@academia/contract/notifications/get-preferencias-notificacion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getPreferenciasNotificacion() {
  return callApi(call, {});
}

export function getPreferenciasNotificacionQuery() {
  return queryOptions({ queryKey: queryKeyOf(call, {}), queryFn: getPreferenciasNotificacion });
}

export function useGetPreferenciasNotificacion() {
  return useQuery(getPreferenciasNotificacionQuery());
}
