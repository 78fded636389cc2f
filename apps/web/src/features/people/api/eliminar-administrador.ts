import {
  eliminarAdministrador as call,
  type TEliminarAdministradorRequest,
} from '@academia/contract/people/eliminar-administrador';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function eliminarAdministrador(input: TEliminarAdministradorRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useEliminarAdministrador() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eliminarAdministrador,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
