import {
  activarrCursoAlumno as call,
  type TSetCursoAlumnoActivoRequest,
} from '@academia/contract/people/set-curso-alumno-activo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function activarrCursoAlumno(input: TSetCursoAlumnoActivoRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useActivarrCursoAlumno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activarrCursoAlumno,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
