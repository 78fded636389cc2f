import {
  actualizarEvaluacionCurso as call,
  type TActualizarEvaluacionCursoRequest,
} from '@academia/contract/evaluations/actualizar-evaluacion-curso';
import type { TEvaluacion } from '@academia/contract/evaluations/evaluacion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { EVALUATIONS_KEY } from './get-evaluaciones-curso';

export async function actualizarEvaluacionCurso(
  input: TActualizarEvaluacionCursoRequest,
): Promise<TEvaluacion> {
  return (await callApi(call, input)).content;
}

export function useActualizarEvaluacionCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actualizarEvaluacionCurso,
    onSuccess: () => client.invalidateQueries({ queryKey: EVALUATIONS_KEY }),
  });
}
