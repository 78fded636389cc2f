import {
  actualizarGrupoCurso as call,
  type TActualizarGrupoCursoRequest,
} from '@academia/contract/groups/actualizar-grupo-curso';
import { getGruposCurso } from '@academia/contract/groups/get-grupos-curso';
import { getAlumnoGrupos } from '@academia/contract/payments/get-alumno-grupos';
import { getMisPagos } from '@academia/contract/payments/get-mis-pagos';
import { getPagosAlumno } from '@academia/contract/payments/get-pagos-alumno';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function actualizarGrupoCurso(input: TActualizarGrupoCursoRequest) {
  return callApi(call, input);
}

export function useActualizarGrupoCurso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actualizarGrupoCurso,
    onSuccess: () =>
      invalidateCalls(queryClient, [getGruposCurso, getAlumnoGrupos, getPagosAlumno, getMisPagos]),
  });
}
