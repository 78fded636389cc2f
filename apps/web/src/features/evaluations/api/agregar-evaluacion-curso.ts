import {
  agregarEvaluacionCurso as call,
  type TAgregarEvaluacionCursoRequest,
} from '@academia/contract/evaluations/agregar-evaluacion-curso';
import type { TEvaluacion } from '@academia/contract/evaluations/evaluacion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { EVALUATIONS_KEY } from './get-evaluaciones-curso';

export async function agregarEvaluacionCurso(
  input: TAgregarEvaluacionCursoRequest,
): Promise<TEvaluacion> {
  return (await callApi(call, input)).content;
}

export function useAgregarEvaluacionCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarEvaluacionCurso,
    onSuccess: () => client.invalidateQueries({ queryKey: EVALUATIONS_KEY }),
  });
}
