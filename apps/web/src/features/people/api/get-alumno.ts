import { getAlumno as call, type TGetAlumnoRequest } from '@academia/contract/people/get-alumno';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getAlumno(input: TGetAlumnoRequest) {
  return callApi(call, input);
}

export function getAlumnoQuery(input: TGetAlumnoRequest) {
  return queryOptions({ queryKey: queryKeyOf(call, input), queryFn: () => getAlumno(input) });
}

/** Keeps the previous page on screen while the next one loads. */
export function useGetAlumno(input: TGetAlumnoRequest, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getAlumnoQuery(input), placeholderData: keepPreviousData, ...options });
}
