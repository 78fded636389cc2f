import {
  eliminarEvaluacionCurso as call,
  type TEliminarEvaluacionCursoResponse,
} from '@academia/contract/evaluations/eliminar-evaluacion-curso';
import { getEvaluacionesAlumnoCurso } from '@academia/contract/evaluations/get-evaluaciones-alumno-curso';
import { getEvaluacionesCurso } from '@academia/contract/evaluations/get-evaluaciones-curso';
import { getEvaluacionesCursoAlumno } from '@academia/contract/evaluations/get-evaluaciones-curso-alumno';
import { getDashboard } from '@academia/contract/people/get-dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

/** Deletes the evaluation, or archives it when students have attempted it. */
export async function eliminarEvaluacionCurso(
  evaluacion: number,
): Promise<TEliminarEvaluacionCursoResponse['content']> {
  return (await callApi(call, { evaluacion })).content;
}

export function useEliminarEvaluacionCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eliminarEvaluacionCurso,
    onSuccess: () =>
      invalidateCalls(client, [
        getEvaluacionesCurso,
        getEvaluacionesCursoAlumno,
        getEvaluacionesAlumnoCurso,
        getDashboard,
      ]),
  });
}
