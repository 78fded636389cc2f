import { getGruposCurso } from '@academia/contract/groups/get-grupos-curso';
import {
  desactivarGrupoCurso as call,
  type TSetGrupoCursoActivoRequest,
} from '@academia/contract/groups/set-grupo-curso-activo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function desactivarGrupoCurso(input: TSetGrupoCursoActivoRequest) {
  return callApi(call, input);
}

export function useDesactivarGrupoCurso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: desactivarGrupoCurso,
    onSuccess: () => invalidateCalls(queryClient, [getGruposCurso]),
  });
}
