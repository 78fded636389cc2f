import {
  desactivarProfesor as call,
  type TSetProfesorActivoRequest,
} from '@academia/contract/people/set-profesor-activo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function desactivarProfesor(input: TSetProfesorActivoRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useDesactivarProfesor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: desactivarProfesor,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
