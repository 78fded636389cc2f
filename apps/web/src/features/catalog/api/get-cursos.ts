import { getCursos as call } from '@academia/contract/catalog/get-cursos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

/** Every course (id, name, slug) by name, for selection lists. */
export async function getCursos() {
  return (await callApi(call, {})).content;
}

export const getCursosQuery = () =>
  queryOptions({ queryKey: queryKeyOf(call, {}), queryFn: getCursos });

export function useGetCursos() {
  return useQuery(getCursosQuery());
}
