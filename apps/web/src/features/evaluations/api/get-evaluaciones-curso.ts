import {
  getEvaluacionesCurso as call,
  type TGetEvaluacionesCursoResponse,
} from '@academia/contract/evaluations/get-evaluaciones-curso';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export type EvaluacionesCurso = TGetEvaluacionesCursoResponse;

export function getEvaluacionesCurso(curso: number, page: number): Promise<EvaluacionesCurso> {
  return callApi(call, { curso, page });
}

export function evaluacionesCursoQueryOptions(curso: number, page: number) {
  return queryOptions({
    queryKey: queryKeyOf(call, { curso, page }),
    queryFn: () => getEvaluacionesCurso(curso, page),
  });
}

export function useEvaluacionesCurso(curso: number, page: number) {
  return useQuery(evaluacionesCursoQueryOptions(curso, page));
}
