import { getGruposCurso } from '@academia/contract/groups/get-grupos-curso';
import {
  actualizarProfesor as call,
  type TActualizarProfesorRequest,
} from '@academia/contract/people/actualizar-profesor';
import { getProfesores } from '@academia/contract/people/get-profesores';
import { profesorPaginado } from '@academia/contract/people/profesor-paginado';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function actualizarProfesor(input: TActualizarProfesorRequest) {
  return callApi(call, input);
}

export function useActualizarProfesor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actualizarProfesor,
    onSuccess: () =>
      invalidateCalls(queryClient, [profesorPaginado, getProfesores, getGruposCurso]),
  });
}
