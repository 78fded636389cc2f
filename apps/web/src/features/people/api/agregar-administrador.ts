import {
  agregarAdministrador as call,
  type TAgregarAdministradorRequest,
} from '@academia/contract/people/agregar-administrador';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function agregarAdministrador(input: TAgregarAdministradorRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useAgregarAdministrador() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agregarAdministrador,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
