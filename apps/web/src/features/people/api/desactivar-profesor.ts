import { getProfesores } from '@academia/contract/people/get-profesores';
import { profesorPaginado } from '@academia/contract/people/profesor-paginado';
import {
  desactivarProfesor as call,
  type TSetProfesorActivoRequest,
} from '@academia/contract/people/set-profesor-activo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function desactivarProfesor(input: TSetProfesorActivoRequest) {
  return callApi(call, input);
}

export function useDesactivarProfesor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: desactivarProfesor,
    onSuccess: () => invalidateCalls(queryClient, [profesorPaginado, getProfesores]),
  });
}
