import {
  agregarAlumnoExistenteCursoGrupo as call,
  type TAgregarAlumnoExistenteCursoGrupoRequest,
} from '@academia/contract/groups/agregar-alumno-existente-curso-grupo';
import { getAlumnosGrupoCurso } from '@academia/contract/groups/get-alumnos-grupo-curso';
import { getGruposCurso } from '@academia/contract/groups/get-grupos-curso';
import { getAlumnoGrupos } from '@academia/contract/payments/get-alumno-grupos';
import { abrirCursosAlumno } from '@academia/contract/people/abrir-cursos-alumno';
import { getAlumnosCurso } from '@academia/contract/people/get-alumnos-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function agregarAlumnoExistenteCursoGrupo(input: TAgregarAlumnoExistenteCursoGrupoRequest) {
  return callApi(call, input);
}

export function useAgregarAlumnoExistenteCursoGrupo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agregarAlumnoExistenteCursoGrupo,
    onSuccess: () =>
      invalidateCalls(queryClient, [
        getAlumnosGrupoCurso,
        getGruposCurso,
        getAlumnosCurso,
        abrirCursosAlumno,
        getAlumnoGrupos,
      ]),
  });
}
