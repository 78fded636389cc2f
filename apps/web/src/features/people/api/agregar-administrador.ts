import { administradorPaginado } from '@academia/contract/people/administrador-paginado';
import {
  agregarAdministrador as call,
  type TAgregarAdministradorRequest,
} from '@academia/contract/people/agregar-administrador';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function agregarAdministrador(input: TAgregarAdministradorRequest) {
  return callApi(call, input);
}

export function useAgregarAdministrador() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agregarAdministrador,
    onSuccess: () => invalidateCalls(queryClient, [administradorPaginado]),
  });
}
