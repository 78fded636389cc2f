import { administradorPaginado } from '@academia/contract/people/administrador-paginado';
import {
  eliminarAdministrador as call,
  type TEliminarAdministradorRequest,
} from '@academia/contract/people/eliminar-administrador';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function eliminarAdministrador(input: TEliminarAdministradorRequest) {
  return callApi(call, input);
}

export function useEliminarAdministrador() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eliminarAdministrador,
    onSuccess: () => invalidateCalls(queryClient, [administradorPaginado]),
  });
}
