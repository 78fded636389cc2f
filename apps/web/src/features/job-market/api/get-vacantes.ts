import {
  getVacantes as call,
  type TGetVacantesRequest,
} from '@academia/contract/job-market/get-vacantes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getVacantes(input: TGetVacantesRequest) {
  return callApi(call, input);
}

export function getVacantesQueryOptions(input: Required<TGetVacantesRequest>) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => getVacantes(input),
    placeholderData: keepPreviousData,
  });
}

export function useVacantes(input: Required<TGetVacantesRequest>) {
  return useQuery(getVacantesQueryOptions(input));
}
