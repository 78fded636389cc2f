import {
  agregarPagoAlumnoCurso as call,
  type TAgregarPagoAlumnoCursoRequest,
} from '@academia/contract/payments/agregar-pago-alumno-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function agregarPagoAlumnoCurso(input: TAgregarPagoAlumnoCursoRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useAgregarPagoAlumnoCurso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agregarPagoAlumnoCurso,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
