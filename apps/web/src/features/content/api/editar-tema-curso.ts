import { editarTemaCurso as call } from '@academia/contract/content/editar-tema-curso';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export async function editarTemaCurso(tema: number) {
  return (await callApi(call, { tema })).content;
}

export const editarTemaCursoQueryOptions = (tema: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { tema }),
    queryFn: () => editarTemaCurso(tema),
    staleTime: 0,
  });

/** The topic for the edit modal; nothing is fetched while `tema` is null. */
export const useEditarTemaCurso = (tema: number | null) =>
  useQuery({ ...editarTemaCursoQueryOptions(tema ?? 0), enabled: tema !== null });
