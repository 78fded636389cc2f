import {
  getEvaluacionesAlumnoCurso as call,
  type TGetEvaluacionesAlumnoCursoRequest,
} from '@academia/contract/evaluations/get-evaluaciones-alumno-curso';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getEvaluacionesAlumnoCurso(input: TGetEvaluacionesAlumnoCursoRequest) {
  return callApi(call, input);
}

export function getEvaluacionesAlumnoCursoQuery(input: TGetEvaluacionesAlumnoCursoRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => getEvaluacionesAlumnoCurso(input),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useGetEvaluacionesAlumnoCurso(
  input: TGetEvaluacionesAlumnoCursoRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getEvaluacionesAlumnoCursoQuery(input),
    placeholderData: keepPreviousData,
    ...options,
  });
}
