import { getNotificaciones } from '@academia/contract/notifications/get-notificaciones';
import {
  marcarNotificacionesLeidas as call,
  type TMarcarNotificacionesLeidasRequest,
} from '@academia/contract/notifications/marcar-notificaciones-leidas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function marcarNotificacionesLeidas(input: TMarcarNotificacionesLeidasRequest) {
  return callApi(call, input);
}

/** Every page of the list and the bell's count change. */
export function useMarcarNotificacionesLeidas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: marcarNotificacionesLeidas,
    onSuccess: () => invalidateCalls(queryClient, [getNotificaciones]),
  });
}
