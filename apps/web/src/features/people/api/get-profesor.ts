import {
  getProfesor as call,
  type TGetProfesorRequest,
} from '@academia/contract/people/get-profesor';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getProfesor(input: TGetProfesorRequest) {
  return callApi(call, input);
}

export function getProfesorQuery(input: TGetProfesorRequest) {
  return queryOptions({ queryKey: queryKeyOf(call, input), queryFn: () => getProfesor(input) });
}

/** Keeps the previous page on screen while the next one loads. */
export function useGetProfesor(input: TGetProfesorRequest, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getProfesorQuery(input), placeholderData: keepPreviousData, ...options });
}
