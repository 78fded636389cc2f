import {
  agregarAlumnoCursoGrupo as call,
  type TAgregarAlumnoCursoGrupoRequest,
} from '@academia/contract/groups/agregar-alumno-curso-grupo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function agregarAlumnoCursoGrupo(input: TAgregarAlumnoCursoGrupoRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useAgregarAlumnoCursoGrupo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agregarAlumnoCursoGrupo,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
