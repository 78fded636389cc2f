import {
  agregarGrupoCurso as call,
  type TAgregarGrupoCursoRequest,
} from '@academia/contract/groups/agregar-grupo-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function agregarGrupoCurso(input: TAgregarGrupoCursoRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useAgregarGrupoCurso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agregarGrupoCurso,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
