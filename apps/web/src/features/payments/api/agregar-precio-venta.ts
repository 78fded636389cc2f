import {
  agregarPrecioVenta as call,
  type TAgregarPrecioVentaRequest,
} from '@academia/contract/payments/agregar-precio-venta';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function agregarPrecioVenta(input: TAgregarPrecioVentaRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useAgregarPrecioVenta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agregarPrecioVenta,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
