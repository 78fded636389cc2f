import { getAlumnosGrupoCurso } from '@academia/contract/groups/get-alumnos-grupo-curso';
import {
  actualizarPrecioVenta as call,
  type TActualizarPrecioVentaRequest,
} from '@academia/contract/payments/actualizar-precio-venta';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { callKeyOf, invalidateCalls } from '~/lib/query-keys';
import { memberMoneyKeys } from './member-money-keys';

export function actualizarPrecioVenta(input: TActualizarPrecioVentaRequest) {
  return callApi(call, input);
}

/** A corrected price changes that member's balance and the group's members list, which shows it. */
export function useActualizarPrecioVenta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actualizarPrecioVenta,
    onSuccess: (_answer, input) =>
      invalidateCalls(queryClient, [
        ...memberMoneyKeys(input),
        callKeyOf(getAlumnosGrupoCurso, { grupo: Number(input.grupo) }),
      ]),
  });
}
