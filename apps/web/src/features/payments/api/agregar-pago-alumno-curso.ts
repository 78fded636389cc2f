import {
  agregarPagoAlumnoCurso as call,
  type TAgregarPagoAlumnoCursoRequest,
} from '@academia/contract/payments/agregar-pago-alumno-curso';
import { getPagosAlumno } from '@academia/contract/payments/get-pagos-alumno';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { callKeyOf, invalidateCalls } from '~/lib/query-keys';
import { memberMoneyKeys } from './member-money-keys';

export function agregarPagoAlumnoCurso(input: TAgregarPagoAlumnoCursoRequest) {
  return callApi(call, input);
}

/** A payment changes that member's money and the student's payments across all groups. */
export function useAgregarPagoAlumnoCurso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agregarPagoAlumnoCurso,
    onSuccess: (_answer, input) =>
      invalidateCalls(queryClient, [
        ...memberMoneyKeys(input),
        callKeyOf(getPagosAlumno, { alumno: Number(input.alumno) }),
      ]),
  });
}
