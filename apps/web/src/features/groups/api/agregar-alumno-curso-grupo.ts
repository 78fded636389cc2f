import {
  agregarAlumnoCursoGrupo as call,
  type TAgregarAlumnoCursoGrupoRequest,
} from '@academia/contract/groups/agregar-alumno-curso-grupo';
import { buscarAlumnoExistente } from '@academia/contract/groups/buscar-alumno-existente';
import { getAlumnosGrupoCurso } from '@academia/contract/groups/get-alumnos-grupo-curso';
import { getGruposCurso } from '@academia/contract/groups/get-grupos-curso';
import { getAlumnoGrupos } from '@academia/contract/payments/get-alumno-grupos';
import { abrirCursosAlumno } from '@academia/contract/people/abrir-cursos-alumno';
import { alumnoPaginado } from '@academia/contract/people/alumno-paginado';
import { getAlumnosCurso } from '@academia/contract/people/get-alumnos-curso';
import { searchAlumnos } from '@academia/contract/people/search-alumnos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function agregarAlumnoCursoGrupo(input: TAgregarAlumnoCursoGrupoRequest) {
  return callApi(call, input);
}

export function useAgregarAlumnoCursoGrupo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agregarAlumnoCursoGrupo,
    onSuccess: () =>
      invalidateCalls(queryClient, [
        getAlumnosGrupoCurso,
        getGruposCurso,
        alumnoPaginado,
        getAlumnosCurso,
        abrirCursosAlumno,
        getAlumnoGrupos,
        searchAlumnos,
        buscarAlumnoExistente,
      ]),
  });
}
