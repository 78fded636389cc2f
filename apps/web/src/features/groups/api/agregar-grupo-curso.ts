import {
  agregarGrupoCurso as call,
  type TAgregarGrupoCursoRequest,
} from '@academia/contract/groups/agregar-grupo-curso';
import { getGruposCurso } from '@academia/contract/groups/get-grupos-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function agregarGrupoCurso(input: TAgregarGrupoCursoRequest) {
  return callApi(call, input);
}

export function useAgregarGrupoCurso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agregarGrupoCurso,
    onSuccess: () => invalidateCalls(queryClient, [getGruposCurso]),
  });
}
