import { getAlumnosGrupoCurso } from '@academia/contract/groups/get-alumnos-grupo-curso';
import { getCursosAlumno } from '@academia/contract/learning/get-cursos-alumno';
import { getInscripcionesPendientes } from '@academia/contract/learning/get-inscripciones-pendientes';
import { getAlumnoGrupos } from '@academia/contract/payments/get-alumno-grupos';
import { abrirCursosAlumno } from '@academia/contract/people/abrir-cursos-alumno';
import { getAlumnosCurso } from '@academia/contract/people/get-alumnos-curso';
import {
  inscribirAlumnoCurso as call,
  type TInscribirAlumnoCursoRequest,
} from '@academia/contract/registration/inscribir-alumno-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function inscribirAlumnoCurso(input: TInscribirAlumnoCursoRequest) {
  return callApi(call, input);
}

/** The enrolment shows on the roster, the student's courses, their groups and pending list. */
export function useInscribirAlumnoCurso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inscribirAlumnoCurso,
    onSuccess: () =>
      invalidateCalls(queryClient, [
        getAlumnosCurso,
        abrirCursosAlumno,
        getCursosAlumno,
        getAlumnosGrupoCurso,
        getAlumnoGrupos,
        getInscripcionesPendientes,
      ]),
  });
}
