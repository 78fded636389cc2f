import {
  confirmarInscripcion as call,
  type TConfirmarInscripcionRequest,
} from '@academia/contract/learning/confirmar-inscripcion';
import { getCursosAlumno } from '@academia/contract/learning/get-cursos-alumno';
import { getInscripcionesPendientes } from '@academia/contract/learning/get-inscripciones-pendientes';
import { getAlumnosCurso } from '@academia/contract/people/get-alumnos-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function confirmarInscripcion(input: TConfirmarInscripcionRequest) {
  return (await callApi(call, input)).content;
}

export function useConfirmarInscripcion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmarInscripcion,
    onSuccess: () =>
      invalidateCalls(client, [getInscripcionesPendientes, getAlumnosCurso, getCursosAlumno]),
  });
}
