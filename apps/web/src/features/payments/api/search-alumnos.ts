import {
  searchAlumnos as call,
  type TSearchAlumnosRequest,
} from '@academia/contract/people/search-alumnos';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function searchAlumnos(input: TSearchAlumnosRequest) {
  return callApi(call, input);
}

export function searchAlumnosQuery(input: TSearchAlumnosRequest) {
  return queryOptions({ queryKey: queryKeyOf(call, input), queryFn: () => searchAlumnos(input) });
}

/** Keeps the previous page on screen while the next one loads. */
export function useSearchAlumnos(
  input: TSearchAlumnosRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...searchAlumnosQuery(input), placeholderData: keepPreviousData, ...options });
}
