import {
  getPagosAlumno as call,
  type TGetPagosAlumnoRequest,
} from '@academia/contract/payments/get-pagos-alumno';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getPagosAlumno(input: TGetPagosAlumnoRequest) {
  return callApi(call, input);
}

export function getPagosAlumnoQuery(input: TGetPagosAlumnoRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => getPagosAlumno(input),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useGetPagosAlumno(
  input: TGetPagosAlumnoRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...getPagosAlumnoQuery(input), placeholderData: keepPreviousData, ...options });
}
