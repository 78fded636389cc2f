import {
  getGruposCurso as call,
  type TGetGruposCursoRequest,
} from '@academia/contract/groups/get-grupos-curso';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getGruposCurso(input: TGetGruposCursoRequest) {
  return callApi(call, input);
}

export function getGruposCursoQuery(input: TGetGruposCursoRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => getGruposCurso(input),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useGetGruposCurso(
  input: TGetGruposCursoRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...getGruposCursoQuery(input), placeholderData: keepPreviousData, ...options });
}
