import {
  getEvaluacionesCurso as call,
  type TGetEvaluacionesCursoResponse,
} from '@academia/contract/evaluations/get-evaluaciones-curso';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export type EvaluacionesCurso = TGetEvaluacionesCursoResponse;

/** Every evaluations query starts with this key, so a change refreshes the table and counts. */
export const EVALUATIONS_KEY = ['evaluations'] as const;

export function getEvaluacionesCurso(curso: number, page: number): Promise<EvaluacionesCurso> {
  return callApi(call, { curso, page });
}

export function evaluacionesCursoQueryOptions(curso: number, page: number) {
  return queryOptions({
    queryKey: [...EVALUATIONS_KEY, 'lista', curso, page],
    queryFn: () => getEvaluacionesCurso(curso, page),
  });
}

export function useEvaluacionesCurso(curso: number, page: number) {
  return useQuery(evaluacionesCursoQueryOptions(curso, page));
}
