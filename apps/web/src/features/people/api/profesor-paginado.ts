import {
  profesorPaginado as call,
  type TProfesorPaginadoRequest,
} from '@academia/contract/people/profesor-paginado';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function profesorPaginado(input: TProfesorPaginadoRequest) {
  return callApi(call, input);
}

export function profesorPaginadoQuery(input: TProfesorPaginadoRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => profesorPaginado(input),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useProfesorPaginado(
  input: TProfesorPaginadoRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...profesorPaginadoQuery(input),
    placeholderData: keepPreviousData,
    ...options,
  });
}
