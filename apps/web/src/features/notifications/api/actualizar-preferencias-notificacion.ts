import {
  actualizarPreferenciasNotificacion as call,
  type TActualizarPreferenciasNotificacionRequest,
} from '@academia/contract/notifications/actualizar-preferencias-notificacion';
import { getPreferenciasNotificacion } from '@academia/contract/notifications/get-preferencias-notificacion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function actualizarPreferenciasNotificacion(
  input: TActualizarPreferenciasNotificacionRequest,
) {
  return callApi(call, input);
}

/** The answer is every preference as saved: it replaces the cached read. */
export function useActualizarPreferenciasNotificacion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actualizarPreferenciasNotificacion,
    onSuccess: (answer) =>
      queryClient.setQueryData(queryKeyOf(getPreferenciasNotificacion, {}), answer),
  });
}
