import {
  getAdministrador as call,
  type TGetAdministradorRequest,
} from '@academia/contract/people/get-administrador';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getAdministrador(input: TGetAdministradorRequest) {
  return callApi(call, input);
}

export function getAdministradorQuery(input: TGetAdministradorRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => getAdministrador(input),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useGetAdministrador(
  input: TGetAdministradorRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getAdministradorQuery(input),
    placeholderData: keepPreviousData,
    ...options,
  });
}
