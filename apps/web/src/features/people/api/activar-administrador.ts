import { administradorPaginado } from '@academia/contract/people/administrador-paginado';
import {
  activarAdministrador as call,
  type TSetAdministradorActivoRequest,
} from '@academia/contract/people/set-administrador-activo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function activarAdministrador(input: TSetAdministradorActivoRequest) {
  return callApi(call, input);
}

export function useActivarAdministrador() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activarAdministrador,
    onSuccess: () => invalidateCalls(queryClient, [administradorPaginado]),
  });
}
