import { getGraficasVacantes as call } from '@academia/contract/job-market/get-graficas-vacantes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getGraficasVacantes() {
  return callApi(call, {});
}

export function getGraficasVacantesQueryOptions() {
  return queryOptions({ queryKey: queryKeyOf(call, {}), queryFn: getGraficasVacantes });
}

export function useGraficasVacantes() {
  return useQuery(getGraficasVacantesQueryOptions());
}
