import {
  getPagosAlumnoCurso as call,
  type TGetPagosAlumnoCursoRequest,
} from '@academia/contract/payments/get-pagos-alumno-curso';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getPagosAlumnoCurso(input: TGetPagosAlumnoCursoRequest) {
  return callApi(call, input);
}

export function getPagosAlumnoCursoQuery(input: TGetPagosAlumnoCursoRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => getPagosAlumnoCurso(input),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useGetPagosAlumnoCurso(
  input: TGetPagosAlumnoCursoRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getPagosAlumnoCursoQuery(input),
    placeholderData: keepPreviousData,
    ...options,
  });
}
