import { getDatosAlumnoCursoGrupo } from '@academia/contract/groups/get-datos-alumno-curso-grupo';
import {
  agregarPagoAlumnoCurso as call,
  type TAgregarPagoAlumnoCursoRequest,
} from '@academia/contract/payments/agregar-pago-alumno-curso';
import { getAlumnoGrupos } from '@academia/contract/payments/get-alumno-grupos';
import { getMisPagos } from '@academia/contract/payments/get-mis-pagos';
import { getPagosAlumno } from '@academia/contract/payments/get-pagos-alumno';
import { getPagosAlumnoCurso } from '@academia/contract/payments/get-pagos-alumno-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { callKeyOf, invalidateCalls } from '~/lib/query-keys';

export function agregarPagoAlumnoCurso(input: TAgregarPagoAlumnoCursoRequest) {
  return callApi(call, input);
}

/**
 * A payment changes that student's payments and balances, in that group and in all of them.
 * The screens key those reads by numeric ids, so the ids are compared as numbers.
 */
export function useAgregarPagoAlumnoCurso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agregarPagoAlumnoCurso,
    onSuccess: (_answer, input) => {
      const alumno = Number(input.alumno);
      const grupo = Number(input.grupo);
      return invalidateCalls(queryClient, [
        callKeyOf(getPagosAlumnoCurso, { alumno, grupo }),
        callKeyOf(getDatosAlumnoCursoGrupo, { alumno, grupo }),
        callKeyOf(getPagosAlumno, { alumno }),
        callKeyOf(getAlumnoGrupos, { alumno }),
        getMisPagos,
      ]);
    },
  });
}
