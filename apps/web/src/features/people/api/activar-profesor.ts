import {
  activarProfesor as call,
  type TSetProfesorActivoRequest,
} from '@academia/contract/people/set-profesor-activo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function activarProfesor(input: TSetProfesorActivoRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useActivarProfesor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activarProfesor,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
