import { administradorPaginado } from '@academia/contract/people/administrador-paginado';
import {
  desactivarAdministrador as call,
  type TSetAdministradorActivoRequest,
} from '@academia/contract/people/set-administrador-activo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function desactivarAdministrador(input: TSetAdministradorActivoRequest) {
  return callApi(call, input);
}

export function useDesactivarAdministrador() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: desactivarAdministrador,
    onSuccess: () => invalidateCalls(queryClient, [administradorPaginado]),
  });
}
