import { editarEvaluacionCurso as call } from '@academia/contract/evaluations/editar-evaluacion-curso';
import type { TEvaluacion } from '@academia/contract/evaluations/evaluacion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export async function editarEvaluacionCurso(evaluacion: number): Promise<TEvaluacion> {
  return (await callApi(call, { evaluacion })).content;
}

export function editarEvaluacionCursoQueryOptions(evaluacion: number) {
  return queryOptions({
    queryKey: queryKeyOf(call, { evaluacion }),
    queryFn: () => editarEvaluacionCurso(evaluacion),
    staleTime: 0,
  });
}

export function useEditarEvaluacionCurso(evaluacion: number | null) {
  return useQuery({
    ...editarEvaluacionCursoQueryOptions(evaluacion ?? 0),
    enabled: evaluacion !== null,
  });
}
