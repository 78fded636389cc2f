import {
  activarGrupoCurso as call,
  type TSetGrupoCursoActivoRequest,
} from '@academia/contract/groups/set-grupo-curso-activo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function activarGrupoCurso(input: TSetGrupoCursoActivoRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useActivarGrupoCurso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activarGrupoCurso,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
