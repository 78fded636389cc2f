import { buscarAlumnoExistente } from '@academia/contract/groups/buscar-alumno-existente';
import { getAlumnosGrupoCurso } from '@academia/contract/groups/get-alumnos-grupo-curso';
import { getDatosAlumnoCursoGrupo } from '@academia/contract/groups/get-datos-alumno-curso-grupo';
import {
  actualizarAlumno as call,
  type TActualizarAlumnoRequest,
} from '@academia/contract/people/actualizar-alumno';
import { alumnoPaginado } from '@academia/contract/people/alumno-paginado';
import { getAlumnosCurso } from '@academia/contract/people/get-alumnos-curso';
import { searchAlumnos } from '@academia/contract/people/search-alumnos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export interface ActualizarAlumnoInput extends TActualizarAlumnoRequest {
  imagen?: File | null;
}

/** Multipart, as the spec sends it; the photo is optional. */
export function actualizarAlumno({ imagen, ...input }: ActualizarAlumnoInput) {
  return callApi(call, input, { files: { imagen } });
}

export function useActualizarAlumno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actualizarAlumno,
    onSuccess: () =>
      invalidateCalls(queryClient, [
        alumnoPaginado,
        getAlumnosCurso,
        getAlumnosGrupoCurso,
        getDatosAlumnoCursoGrupo,
        searchAlumnos,
        buscarAlumnoExistente,
      ]),
  });
}
