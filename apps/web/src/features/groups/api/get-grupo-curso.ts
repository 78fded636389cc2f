import {
  getGrupoCurso as call,
  type TGetGrupoCursoRequest,
} from '@academia/contract/groups/get-grupo-curso';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getGrupoCurso(input: TGetGrupoCursoRequest) {
  return callApi(call, input);
}

export function getGrupoCursoQuery(input: TGetGrupoCursoRequest) {
  return queryOptions({ queryKey: queryKeyOf(call, input), queryFn: () => getGrupoCurso(input) });
}

/** Keeps the previous page on screen while the next one loads. */
export function useGetGrupoCurso(
  input: TGetGrupoCursoRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...getGrupoCursoQuery(input), placeholderData: keepPreviousData, ...options });
}
