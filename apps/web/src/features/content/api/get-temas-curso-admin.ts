import { getTemasCursoAdmin as call } from '@academia/contract/content/get-temas-curso-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export async function getTemasCursoAdmin(curso: number) {
  return (await callApi(call, { curso })).content;
}

export const getTemasCursoAdminQueryOptions = (curso: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { curso }),
    queryFn: () => getTemasCursoAdmin(curso),
  });

/** Nothing is fetched while `curso` is null. */
export const useGetTemasCursoAdmin = (curso: number | null) =>
  useQuery({ ...getTemasCursoAdminQueryOptions(curso ?? 0), enabled: curso !== null });
