import {
  agregarAlumnoExistenteCursoGrupo as call,
  type TAgregarAlumnoExistenteCursoGrupoRequest,
} from '@academia/contract/groups/agregar-alumno-existente-curso-grupo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function agregarAlumnoExistenteCursoGrupo(input: TAgregarAlumnoExistenteCursoGrupoRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useAgregarAlumnoExistenteCursoGrupo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agregarAlumnoExistenteCursoGrupo,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
