import { buscarAlumnoExistente } from '@academia/contract/groups/buscar-alumno-existente';
import { alumnoPaginado } from '@academia/contract/people/alumno-paginado';
import { searchAlumnos } from '@academia/contract/people/search-alumnos';
import {
  activarAlumno as call,
  type TSetAlumnoActivoRequest,
} from '@academia/contract/people/set-alumno-activo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function activarAlumno(input: TSetAlumnoActivoRequest) {
  return callApi(call, input);
}

export function useActivarAlumno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activarAlumno,
    onSuccess: () =>
      invalidateCalls(queryClient, [alumnoPaginado, searchAlumnos, buscarAlumnoExistente]),
  });
}
