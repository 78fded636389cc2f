import {
  bajaNotificaciones as call,
  type TBajaNotificacionesRequest,
} from '@academia/contract/notifications/baja-notificaciones';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function bajaNotificaciones(input: TBajaNotificacionesRequest) {
  return callApi(call, input);
}

export function useBajaNotificaciones() {
  return useMutation({ mutationFn: bajaNotificaciones });
}
