import { getResumenAdmin as call } from '@academia/contract/overview/get-resumen-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getResumenAdmin() {
  return callApi(call, {});
}

export function getResumenAdminQueryOptions() {
  return queryOptions({ queryKey: queryKeyOf(call, {}), queryFn: getResumenAdmin });
}

export function useResumenAdmin() {
  return useQuery(getResumenAdminQueryOptions());
}
