import {
  actualizarEstadoAplicante as call,
  type TActualizarEstadoAplicanteRequest,
} from '@academia/contract/jobs/actualizar-estado-aplicante';
import { getAplicantes } from '@academia/contract/jobs/get-aplicantes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function useActualizarEstadoAplicante() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TActualizarEstadoAplicanteRequest) =>
      (await callApi(call, input)).content,
    onSuccess: () => invalidateCalls(client, [getAplicantes]),
  });
}
