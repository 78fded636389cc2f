import {
  actualizarPreguntaEvaluacion as call,
  type TActualizarPreguntaEvaluacionRequest,
} from '@academia/contract/evaluations/actualizar-pregunta-evaluacion';
import type { TPreguntaEvaluacion } from '@academia/contract/evaluations/evaluacion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { EVALUATIONS_KEY } from './get-evaluaciones-curso';

export async function actualizarPreguntaEvaluacion(
  input: TActualizarPreguntaEvaluacionRequest,
): Promise<TPreguntaEvaluacion> {
  return (await callApi(call, input)).content;
}

export function useActualizarPreguntaEvaluacion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actualizarPreguntaEvaluacion,
    onSuccess: () => client.invalidateQueries({ queryKey: EVALUATIONS_KEY }),
  });
}
