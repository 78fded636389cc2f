import {
  getAlumnosCurso as call,
  type TGetAlumnosCursoRequest,
} from '@academia/contract/people/get-alumnos-curso';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getAlumnosCurso(input: TGetAlumnosCursoRequest) {
  return callApi(call, input);
}

export function getAlumnosCursoQuery(input: TGetAlumnosCursoRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => getAlumnosCurso(input),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useGetAlumnosCurso(
  input: TGetAlumnosCursoRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getAlumnosCursoQuery(input),
    placeholderData: keepPreviousData,
    ...options,
  });
}
