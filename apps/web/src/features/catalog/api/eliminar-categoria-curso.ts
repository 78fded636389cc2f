import { eliminarCategoriaCurso as call } from '@academia/contract/catalog/eliminar-categoria-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { catalogKeys } from './keys';

export async function eliminarCategoriaCurso(categoria: number) {
  return (await callApi(call, { categoria })).content;
}

export function useEliminarCategoriaCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eliminarCategoriaCurso,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}
