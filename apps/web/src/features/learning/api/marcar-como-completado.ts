import { getCertificadosAlumno } from '@academia/contract/certificates/get-certificados-alumno';
import { getCursosAlumno } from '@academia/contract/learning/get-cursos-alumno';
import { getSubtema } from '@academia/contract/learning/get-subtema';
import { getTemasCurso } from '@academia/contract/learning/get-temas-curso';
import {
  marcarComoCompletado as call,
  type TMarcarComoCompletadoRequest,
} from '@academia/contract/learning/marcar-como-completado';
import { getDashboard } from '@academia/contract/people/get-dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function marcarComoCompletado(input: TMarcarComoCompletadoRequest) {
  return (await callApi(call, input)).content;
}

/**
 * Marks the lesson finished, then reloads the progress (outline, lesson, course cards) and the
 * certificates, which the last lesson of a course with automatic certificates issues.
 */
export function useMarcarComoCompletado() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: marcarComoCompletado,
    onSuccess: () =>
      invalidateCalls(client, [
        getTemasCurso,
        getSubtema,
        getCursosAlumno,
        getDashboard,
        getCertificadosAlumno,
      ]),
  });
}
