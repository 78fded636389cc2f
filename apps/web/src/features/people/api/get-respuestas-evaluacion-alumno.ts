import {
  getRespuestasEvaluacionAlumno as call,
  type TGetRespuestasEvaluacionAlumnoRequest,
} from '@academia/contract/evaluations/get-respuestas-evaluacion-alumno';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getRespuestasEvaluacionAlumno(input: TGetRespuestasEvaluacionAlumnoRequest) {
  return callApi(call, input);
}

export function getRespuestasEvaluacionAlumnoQuery(input: TGetRespuestasEvaluacionAlumnoRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => getRespuestasEvaluacionAlumno(input),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useGetRespuestasEvaluacionAlumno(
  input: TGetRespuestasEvaluacionAlumnoRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getRespuestasEvaluacionAlumnoQuery(input),
    placeholderData: keepPreviousData,
    ...options,
  });
}
