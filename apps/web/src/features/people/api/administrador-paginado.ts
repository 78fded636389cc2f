import {
  administradorPaginado as call,
  type TAdministradorPaginadoRequest,
} from '@academia/contract/people/administrador-paginado';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function administradorPaginado(input: TAdministradorPaginadoRequest) {
  return callApi(call, input);
}

export function administradorPaginadoQuery(input: TAdministradorPaginadoRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => administradorPaginado(input),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useAdministradorPaginado(
  input: TAdministradorPaginadoRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...administradorPaginadoQuery(input),
    placeholderData: keepPreviousData,
    ...options,
  });
}
