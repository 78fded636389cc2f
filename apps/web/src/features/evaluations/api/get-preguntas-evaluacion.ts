import {
  getPreguntasEvaluacion as call,
  type TGetPreguntasEvaluacionResponse,
} from '@academia/contract/evaluations/get-preguntas-evaluacion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getPreguntasEvaluacion(
  evaluacion: number,
): Promise<TGetPreguntasEvaluacionResponse> {
  return callApi(call, { evaluacion });
}

export function preguntasEvaluacionQueryOptions(evaluacion: number) {
  return queryOptions({
    queryKey: queryKeyOf(call, { evaluacion }),
    queryFn: () => getPreguntasEvaluacion(evaluacion),
  });
}

export function usePreguntasEvaluacion(evaluacion: number) {
  return useQuery(preguntasEvaluacionQueryOptions(evaluacion));
}
