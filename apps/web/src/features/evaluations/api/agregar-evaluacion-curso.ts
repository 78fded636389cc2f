import {
  agregarEvaluacionCurso as call,
  type TAgregarEvaluacionCursoRequest,
} from '@academia/contract/evaluations/agregar-evaluacion-curso';
import type { TEvaluacion } from '@academia/contract/evaluations/evaluacion';
import { getEvaluacionesCurso } from '@academia/contract/evaluations/get-evaluaciones-curso';
import { getEvaluacionesCursoAlumno } from '@academia/contract/evaluations/get-evaluaciones-curso-alumno';
import { getDashboard } from '@academia/contract/people/get-dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function agregarEvaluacionCurso(
  input: TAgregarEvaluacionCursoRequest,
): Promise<TEvaluacion> {
  return (await callApi(call, input)).content;
}

export function useAgregarEvaluacionCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarEvaluacionCurso,
    onSuccess: () =>
      invalidateCalls(client, [getEvaluacionesCurso, getEvaluacionesCursoAlumno, getDashboard]),
  });
}
