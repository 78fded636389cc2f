import {
  actualizarPreferenciasCarrera as call,
  type TActualizarPreferenciasCarreraRequest,
} from '@academia/contract/career/actualizar-preferencias-carrera';
import { getOportunidadesAlumno } from '@academia/contract/career/get-oportunidades-alumno';
import { getPreferenciasCarrera } from '@academia/contract/career/get-preferencias-carrera';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls, queryKeyOf } from '~/lib/query-keys';

export function actualizarPreferenciasCarrera(input: TActualizarPreferenciasCarreraRequest) {
  return callApi(call, input);
}

/** The answer is both choices as saved; the opportunities change with `emparejar`. */
export function useActualizarPreferenciasCarrera() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actualizarPreferenciasCarrera,
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKeyOf(getPreferenciasCarrera, {}), answer);
      await invalidateCalls(queryClient, [getOportunidadesAlumno]);
    },
  });
}
