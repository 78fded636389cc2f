import {
  getProfesores as call,
  type TGetProfesoresRequest,
} from '@academia/contract/people/get-profesores';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getProfesores(input: TGetProfesoresRequest) {
  return callApi(call, input);
}

export function getProfesoresQuery(input: TGetProfesoresRequest) {
  return queryOptions({ queryKey: queryKeyOf(call, input), queryFn: () => getProfesores(input) });
}

/** Keeps the previous page on screen while the next one loads. */
export function useGetProfesores(
  input: TGetProfesoresRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...getProfesoresQuery(input), placeholderData: keepPreviousData, ...options });
}
