import {
  eliminarEvaluacionCurso as call,
  type TEliminarEvaluacionCursoResponse,
} from '@academia/contract/evaluations/eliminar-evaluacion-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { EVALUATIONS_KEY } from './get-evaluaciones-curso';

/** Deletes the evaluation, or archives it when students have attempted it. */
export async function eliminarEvaluacionCurso(
  evaluacion: number,
): Promise<TEliminarEvaluacionCursoResponse['content']> {
  return (await callApi(call, { evaluacion })).content;
}

export function useEliminarEvaluacionCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eliminarEvaluacionCurso,
    onSuccess: () => client.invalidateQueries({ queryKey: EVALUATIONS_KEY }),
  });
}
