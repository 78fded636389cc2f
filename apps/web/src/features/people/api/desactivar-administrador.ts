import {
  desactivarAdministrador as call,
  type TSetAdministradorActivoRequest,
} from '@academia/contract/people/set-administrador-activo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function desactivarAdministrador(input: TSetAdministradorActivoRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useDesactivarAdministrador() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: desactivarAdministrador,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
