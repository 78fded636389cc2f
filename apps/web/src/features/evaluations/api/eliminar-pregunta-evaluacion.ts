import {
  eliminarPreguntaEvaluacion as call,
  type TEliminarPreguntaEvaluacionResponse,
} from '@academia/contract/evaluations/eliminar-pregunta-evaluacion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { EVALUATIONS_KEY } from './get-evaluaciones-curso';

/** Deletes the question, or archives it when students have attempted the evaluation. */
export async function eliminarPreguntaEvaluacion(
  pregunta: number,
): Promise<TEliminarPreguntaEvaluacionResponse['content']> {
  return (await callApi(call, { pregunta })).content;
}

export function useEliminarPreguntaEvaluacion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eliminarPreguntaEvaluacion,
    onSuccess: () => client.invalidateQueries({ queryKey: EVALUATIONS_KEY }),
  });
}
