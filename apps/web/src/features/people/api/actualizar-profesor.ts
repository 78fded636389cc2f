import {
  actualizarProfesor as call,
  type TActualizarProfesorRequest,
} from '@academia/contract/people/actualizar-profesor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function actualizarProfesor(input: TActualizarProfesorRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useActualizarProfesor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actualizarProfesor,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
