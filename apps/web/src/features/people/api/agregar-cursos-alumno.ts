import { getCursosAlumno } from '@academia/contract/learning/get-cursos-alumno';
import { abrirCursosAlumno } from '@academia/contract/people/abrir-cursos-alumno';
import {
  agregarCursosAlumno as call,
  type TAgregarCursosAlumnoRequest,
} from '@academia/contract/people/agregar-cursos-alumno';
import { getAlumnosCurso } from '@academia/contract/people/get-alumnos-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function agregarCursosAlumno(input: TAgregarCursosAlumnoRequest) {
  return callApi(call, input);
}

export function useAgregarCursosAlumno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agregarCursosAlumno,
    onSuccess: () =>
      invalidateCalls(queryClient, [abrirCursosAlumno, getAlumnosCurso, getCursosAlumno]),
  });
}
