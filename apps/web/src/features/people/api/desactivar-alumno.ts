import { buscarAlumnoExistente } from '@academia/contract/groups/buscar-alumno-existente';
import { alumnoPaginado } from '@academia/contract/people/alumno-paginado';
import { searchAlumnos } from '@academia/contract/people/search-alumnos';
import {
  desactivarAlumno as call,
  type TSetAlumnoActivoRequest,
} from '@academia/contract/people/set-alumno-activo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function desactivarAlumno(input: TSetAlumnoActivoRequest) {
  return callApi(call, input);
}

export function useDesactivarAlumno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: desactivarAlumno,
    onSuccess: () =>
      invalidateCalls(queryClient, [alumnoPaginado, searchAlumnos, buscarAlumnoExistente]),
  });
}
