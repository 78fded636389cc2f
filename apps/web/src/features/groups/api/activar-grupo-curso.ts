import { getGruposCurso } from '@academia/contract/groups/get-grupos-curso';
import {
  activarGrupoCurso as call,
  type TSetGrupoCursoActivoRequest,
} from '@academia/contract/groups/set-grupo-curso-activo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function activarGrupoCurso(input: TSetGrupoCursoActivoRequest) {
  return callApi(call, input);
}

export function useActivarGrupoCurso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activarGrupoCurso,
    onSuccess: () => invalidateCalls(queryClient, [getGruposCurso]),
  });
}
