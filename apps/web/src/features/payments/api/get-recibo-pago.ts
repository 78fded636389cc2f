import {
  getReciboPago as call,
  type TGetReciboPagoRequest,
} from '@academia/contract/payments/get-recibo-pago';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function getReciboPago(input: TGetReciboPagoRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useGetReciboPago() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getReciboPago,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
