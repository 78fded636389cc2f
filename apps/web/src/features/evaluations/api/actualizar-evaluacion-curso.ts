import {
  actualizarEvaluacionCurso as call,
  type TActualizarEvaluacionCursoRequest,
} from '@academia/contract/evaluations/actualizar-evaluacion-curso';
import { editarEvaluacionCurso } from '@academia/contract/evaluations/editar-evaluacion-curso';
import type { TEvaluacion } from '@academia/contract/evaluations/evaluacion';
import { getEvaluacionesCurso } from '@academia/contract/evaluations/get-evaluaciones-curso';
import { getEvaluacionesCursoAlumno } from '@academia/contract/evaluations/get-evaluaciones-curso-alumno';
import { getDashboard } from '@academia/contract/people/get-dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function actualizarEvaluacionCurso(
  input: TActualizarEvaluacionCursoRequest,
): Promise<TEvaluacion> {
  return (await callApi(call, input)).content;
}

export function useActualizarEvaluacionCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actualizarEvaluacionCurso,
    onSuccess: () =>
      invalidateCalls(client, [
        getEvaluacionesCurso,
        editarEvaluacionCurso,
        getEvaluacionesCursoAlumno,
        getDashboard,
      ]),
  });
}
