import {
  getAlumnosGrupoCurso as call,
  type TGetAlumnosGrupoCursoRequest,
} from '@academia/contract/groups/get-alumnos-grupo-curso';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getAlumnosGrupoCurso(input: TGetAlumnosGrupoCursoRequest) {
  return callApi(call, input);
}

export function getAlumnosGrupoCursoQuery(input: TGetAlumnosGrupoCursoRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => getAlumnosGrupoCurso(input),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useGetAlumnosGrupoCurso(
  input: TGetAlumnosGrupoCursoRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getAlumnosGrupoCursoQuery(input),
    placeholderData: keepPreviousData,
    ...options,
  });
}
