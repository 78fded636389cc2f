import {
  activarAlumno as call,
  type TSetAlumnoActivoRequest,
} from '@academia/contract/people/set-alumno-activo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function activarAlumno(input: TSetAlumnoActivoRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useActivarAlumno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activarAlumno,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
