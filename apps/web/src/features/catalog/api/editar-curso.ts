import { editarCurso as call } from '@academia/contract/catalog/editar-curso';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

/** The spec reads the course from `content[0]`. */
export async function editarCurso(curso: number) {
  const { content } = await callApi(call, { curso });
  const [first] = content;
  if (!first) throw new Error('editarCurso: empty answer');
  return first;
}

export const editarCursoQueryOptions = (curso: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { curso }),
    queryFn: () => editarCurso(curso),
    staleTime: 0,
  });

/** The course for the edit modal; nothing is fetched while `curso` is null. */
export const useEditarCurso = (curso: number | null) =>
  useQuery({ ...editarCursoQueryOptions(curso ?? 0), enabled: curso !== null });
