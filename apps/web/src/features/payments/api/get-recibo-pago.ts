import {
  getReciboPago as call,
  type TGetReciboPagoRequest,
} from '@academia/contract/payments/get-recibo-pago';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function getReciboPago(input: TGetReciboPagoRequest) {
  return callApi(call, input);
}

export function useGetReciboPago() {
  return useMutation({ mutationFn: getReciboPago });
}
