import {
  agregarPreguntaEvaluacion as call,
  type TAgregarPreguntaEvaluacionRequest,
} from '@academia/contract/evaluations/agregar-pregunta-evaluacion';
import type { TPreguntaEvaluacion } from '@academia/contract/evaluations/evaluacion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { EVALUATIONS_KEY } from './get-evaluaciones-curso';

export async function agregarPreguntaEvaluacion(
  input: TAgregarPreguntaEvaluacionRequest,
): Promise<TPreguntaEvaluacion> {
  return (await callApi(call, input)).content;
}

export function useAgregarPreguntaEvaluacion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarPreguntaEvaluacion,
    onSuccess: () => client.invalidateQueries({ queryKey: EVALUATIONS_KEY }),
  });
}
