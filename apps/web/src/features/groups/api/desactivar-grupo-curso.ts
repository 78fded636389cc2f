import {
  desactivarGrupoCurso as call,
  type TSetGrupoCursoActivoRequest,
} from '@academia/contract/groups/set-grupo-curso-activo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function desactivarGrupoCurso(input: TSetGrupoCursoActivoRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useDesactivarGrupoCurso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: desactivarGrupoCurso,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
