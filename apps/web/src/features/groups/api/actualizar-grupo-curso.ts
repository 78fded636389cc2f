import {
  actualizarGrupoCurso as call,
  type TActualizarGrupoCursoRequest,
} from '@academia/contract/groups/actualizar-grupo-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function actualizarGrupoCurso(input: TActualizarGrupoCursoRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useActualizarGrupoCurso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actualizarGrupoCurso,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
