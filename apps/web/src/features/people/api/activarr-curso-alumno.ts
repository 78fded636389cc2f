import { getCursosAlumno } from '@academia/contract/learning/get-cursos-alumno';
import { abrirCursosAlumno } from '@academia/contract/people/abrir-cursos-alumno';
import { getAlumnosCurso } from '@academia/contract/people/get-alumnos-curso';
import {
  activarrCursoAlumno as call,
  type TSetCursoAlumnoActivoRequest,
} from '@academia/contract/people/set-curso-alumno-activo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function activarrCursoAlumno(input: TSetCursoAlumnoActivoRequest) {
  return callApi(call, input);
}

export function useActivarrCursoAlumno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activarrCursoAlumno,
    onSuccess: () =>
      invalidateCalls(queryClient, [abrirCursosAlumno, getAlumnosCurso, getCursosAlumno]),
  });
}
