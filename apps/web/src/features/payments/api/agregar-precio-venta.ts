import { getAlumnosGrupoCurso } from '@academia/contract/groups/get-alumnos-grupo-curso';
import {
  agregarPrecioVenta as call,
  type TAgregarPrecioVentaRequest,
} from '@academia/contract/payments/agregar-precio-venta';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { callKeyOf, invalidateCalls } from '~/lib/query-keys';
import { memberMoneyKeys } from './member-money-keys';

export function agregarPrecioVenta(input: TAgregarPrecioVentaRequest) {
  return callApi(call, input);
}

/** The sale price changes that member's money and the group's members list, which shows it. */
export function useAgregarPrecioVenta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agregarPrecioVenta,
    onSuccess: (_answer, input) =>
      invalidateCalls(queryClient, [
        ...memberMoneyKeys(input),
        callKeyOf(getAlumnosGrupoCurso, { grupo: Number(input.grupo) }),
      ]),
  });
}
