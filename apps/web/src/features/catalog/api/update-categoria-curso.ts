import {
  updateCategoriaCurso as call,
  type TUpdateCategoriaCursoRequest,
} from '@academia/contract/catalog/update-categoria-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { catalogKeys } from './keys';

export async function updateCategoriaCurso(input: TUpdateCategoriaCursoRequest) {
  return (await callApi(call, input)).content;
}

export function useUpdateCategoriaCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCategoriaCurso,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}
