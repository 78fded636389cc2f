import {
  actualizarPreguntaEvaluacion as call,
  type TActualizarPreguntaEvaluacionRequest,
} from '@academia/contract/evaluations/actualizar-pregunta-evaluacion';
import { editarPreguntaEvaluacion } from '@academia/contract/evaluations/editar-pregunta-evaluacion';
import type { TPreguntaEvaluacion } from '@academia/contract/evaluations/evaluacion';
import { getPreguntasEvaluacion } from '@academia/contract/evaluations/get-preguntas-evaluacion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function actualizarPreguntaEvaluacion(
  input: TActualizarPreguntaEvaluacionRequest,
): Promise<TPreguntaEvaluacion> {
  return (await callApi(call, input)).content;
}

export function useActualizarPreguntaEvaluacion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actualizarPreguntaEvaluacion,
    onSuccess: () => invalidateCalls(client, [getPreguntasEvaluacion, editarPreguntaEvaluacion]),
  });
}
