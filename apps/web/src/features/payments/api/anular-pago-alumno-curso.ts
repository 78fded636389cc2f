import { getDatosAlumnoCursoGrupo } from '@academia/contract/groups/get-datos-alumno-curso-grupo';
import {
  anularPagoAlumnoCurso as call,
  type TAnularPagoAlumnoCursoRequest,
} from '@academia/contract/payments/anular-pago-alumno-curso';
import { getAlumnoGrupos } from '@academia/contract/payments/get-alumno-grupos';
import { getMisPagos } from '@academia/contract/payments/get-mis-pagos';
import { getPagosAlumno } from '@academia/contract/payments/get-pagos-alumno';
import { getPagosAlumnoCurso } from '@academia/contract/payments/get-pagos-alumno-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function anularPagoAlumnoCurso(input: TAnularPagoAlumnoCursoRequest) {
  return callApi(call, input);
}

/**
 * A void payment changes every list and balance it appeared in. The request names only the
 * payment, so every answer of those reads is refreshed (the ones on screen are few).
 */
export function useAnularPagoAlumnoCurso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anularPagoAlumnoCurso,
    onSuccess: () =>
      invalidateCalls(queryClient, [
        getPagosAlumnoCurso,
        getDatosAlumnoCursoGrupo,
        getAlumnoGrupos,
        getPagosAlumno,
        getMisPagos,
      ]),
  });
}
