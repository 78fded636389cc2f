import {
  agregarPreguntaEvaluacion as call,
  type TAgregarPreguntaEvaluacionRequest,
} from '@academia/contract/evaluations/agregar-pregunta-evaluacion';
import type { TPreguntaEvaluacion } from '@academia/contract/evaluations/evaluacion';
import { getEvaluacionesCurso } from '@academia/contract/evaluations/get-evaluaciones-curso';
import { getPreguntasEvaluacion } from '@academia/contract/evaluations/get-preguntas-evaluacion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function agregarPreguntaEvaluacion(
  input: TAgregarPreguntaEvaluacionRequest,
): Promise<TPreguntaEvaluacion> {
  return (await callApi(call, input)).content;
}

export function useAgregarPreguntaEvaluacion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarPreguntaEvaluacion,
    onSuccess: () => invalidateCalls(client, [getPreguntasEvaluacion, getEvaluacionesCurso]),
  });
}
