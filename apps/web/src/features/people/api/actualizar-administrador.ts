import {
  actualizarAdministrador as call,
  type TActualizarAdministradorRequest,
} from '@academia/contract/people/actualizar-administrador';
import { administradorPaginado } from '@academia/contract/people/administrador-paginado';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

/** Multipart, as the spec sends it (text fields only). */
export function actualizarAdministrador(input: TActualizarAdministradorRequest) {
  return callApi(call, input);
}

export function useActualizarAdministrador() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actualizarAdministrador,
    onSuccess: () => invalidateCalls(queryClient, [administradorPaginado]),
  });
}
