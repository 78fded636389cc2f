import {
  alumnoPaginado as call,
  type TAlumnoPaginadoRequest,
} from '@academia/contract/people/alumno-paginado';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function alumnoPaginado(input: TAlumnoPaginadoRequest) {
  return callApi(call, input);
}

export function alumnoPaginadoQuery(input: TAlumnoPaginadoRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => alumnoPaginado(input),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useAlumnoPaginado(
  input: TAlumnoPaginadoRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...alumnoPaginadoQuery(input), placeholderData: keepPreviousData, ...options });
}
