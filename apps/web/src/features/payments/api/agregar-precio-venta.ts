import { getAlumnosGrupoCurso } from '@academia/contract/groups/get-alumnos-grupo-curso';
import { getDatosAlumnoCursoGrupo } from '@academia/contract/groups/get-datos-alumno-curso-grupo';
import {
  agregarPrecioVenta as call,
  type TAgregarPrecioVentaRequest,
} from '@academia/contract/payments/agregar-precio-venta';
import { getAlumnoGrupos } from '@academia/contract/payments/get-alumno-grupos';
import { getMisPagos } from '@academia/contract/payments/get-mis-pagos';
import { getPagosAlumnoCurso } from '@academia/contract/payments/get-pagos-alumno-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { callKeyOf, invalidateCalls } from '~/lib/query-keys';

export function agregarPrecioVenta(input: TAgregarPrecioVentaRequest) {
  return callApi(call, input);
}

/**
 * The sale price changes that member's balance and the group's list of members (which shows
 * the price). The screens key those reads by numeric ids, so the ids are compared as numbers.
 */
export function useAgregarPrecioVenta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agregarPrecioVenta,
    onSuccess: (_answer, input) => {
      const alumno = Number(input.alumno);
      const grupo = Number(input.grupo);
      return invalidateCalls(queryClient, [
        callKeyOf(getPagosAlumnoCurso, { alumno, grupo }),
        callKeyOf(getDatosAlumnoCursoGrupo, { alumno, grupo }),
        callKeyOf(getAlumnoGrupos, { alumno }),
        callKeyOf(getAlumnosGrupoCurso, { grupo }),
        getMisPagos,
      ]);
    },
  });
}
