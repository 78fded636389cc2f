import {
  getAlumnoGrupos as call,
  type TGetAlumnoGruposRequest,
} from '@academia/contract/payments/get-alumno-grupos';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getAlumnoGrupos(input: TGetAlumnoGruposRequest) {
  return callApi(call, input);
}

export function getAlumnoGruposQuery(input: TGetAlumnoGruposRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => getAlumnoGrupos(input),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useGetAlumnoGrupos(
  input: TGetAlumnoGruposRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getAlumnoGruposQuery(input),
    placeholderData: keepPreviousData,
    ...options,
  });
}
