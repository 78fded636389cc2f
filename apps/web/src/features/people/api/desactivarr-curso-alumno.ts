import { getCursosAlumno } from '@academia/contract/learning/get-cursos-alumno';
import { abrirCursosAlumno } from '@academia/contract/people/abrir-cursos-alumno';
import { getAlumnosCurso } from '@academia/contract/people/get-alumnos-curso';
import {
  desactivarrCursoAlumno as call,
  type TSetCursoAlumnoActivoRequest,
} from '@academia/contract/people/set-curso-alumno-activo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function desactivarrCursoAlumno(input: TSetCursoAlumnoActivoRequest) {
  return callApi(call, input);
}

export function useDesactivarrCursoAlumno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: desactivarrCursoAlumno,
    onSuccess: () =>
      invalidateCalls(queryClient, [abrirCursosAlumno, getAlumnosCurso, getCursosAlumno]),
  });
}
