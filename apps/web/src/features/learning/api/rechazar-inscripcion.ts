import { getCursosAlumno } from '@academia/contract/learning/get-cursos-alumno';
import { getInscripcionesPendientes } from '@academia/contract/learning/get-inscripciones-pendientes';
import {
  rechazarInscripcion as call,
  type TRechazarInscripcionRequest,
} from '@academia/contract/learning/rechazar-inscripcion';
import { getAlumnosCurso } from '@academia/contract/people/get-alumnos-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function rechazarInscripcion(input: TRechazarInscripcionRequest) {
  return (await callApi(call, input)).content;
}

export function useRechazarInscripcion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rechazarInscripcion,
    onSuccess: () =>
      invalidateCalls(client, [getInscripcionesPendientes, getAlumnosCurso, getCursosAlumno]),
  });
}
