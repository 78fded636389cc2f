import { getPreferenciasCarrera as call } from '@academia/contract/career/get-preferencias-carrera';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getPreferenciasCarrera() {
  return callApi(call, {});
}

export function getPreferenciasCarreraQuery() {
  return queryOptions({ queryKey: queryKeyOf(call, {}), queryFn: getPreferenciasCarrera });
}

export function useGetPreferenciasCarrera() {
  return useQuery(getPreferenciasCarreraQuery());
}
