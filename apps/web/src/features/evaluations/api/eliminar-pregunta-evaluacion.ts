import {
  eliminarPreguntaEvaluacion as call,
  type TEliminarPreguntaEvaluacionResponse,
} from '@academia/contract/evaluations/eliminar-pregunta-evaluacion';
import { getEvaluacionesCurso } from '@academia/contract/evaluations/get-evaluaciones-curso';
import { getPreguntasEvaluacion } from '@academia/contract/evaluations/get-preguntas-evaluacion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

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
    onSuccess: () => invalidateCalls(client, [getPreguntasEvaluacion, getEvaluacionesCurso]),
  });
}
