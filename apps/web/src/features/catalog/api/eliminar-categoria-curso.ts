import { categoriaCursoPaginado } from '@academia/contract/catalog/categoria-curso-paginado';
import { eliminarCategoriaCurso as call } from '@academia/contract/catalog/eliminar-categoria-curso';
import { getCategoriasCurso } from '@academia/contract/catalog/get-categorias-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function eliminarCategoriaCurso(categoria: number) {
  return (await callApi(call, { categoria })).content;
}

export function useEliminarCategoriaCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eliminarCategoriaCurso,
    onSuccess: () => invalidateCalls(client, [categoriaCursoPaginado, getCategoriasCurso]),
  });
}
