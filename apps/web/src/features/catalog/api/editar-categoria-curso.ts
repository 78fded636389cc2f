import { editarCategoriaCurso as call } from '@academia/contract/catalog/editar-categoria-curso';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export async function editarCategoriaCurso(categoria: number) {
  return (await callApi(call, { categoria })).content;
}

export const editarCategoriaCursoQueryOptions = (categoria: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { categoria }),
    queryFn: () => editarCategoriaCurso(categoria),
    staleTime: 0,
  });

/** The category's current data for the edit modal; nothing is fetched while `categoria` is null. */
export const useEditarCategoriaCurso = (categoria: number | null) =>
  useQuery({ ...editarCategoriaCursoQueryOptions(categoria ?? 0), enabled: categoria !== null });
