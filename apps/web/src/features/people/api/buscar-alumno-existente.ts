import {
  buscarAlumnoExistente as call,
  type TBuscarAlumnoExistenteRequest,
} from '@academia/contract/groups/buscar-alumno-existente';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function buscarAlumnoExistente(input: TBuscarAlumnoExistenteRequest) {
  return callApi(call, input);
}

export function buscarAlumnoExistenteQuery(input: TBuscarAlumnoExistenteRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => buscarAlumnoExistente(input),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useBuscarAlumnoExistente(
  input: TBuscarAlumnoExistenteRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...buscarAlumnoExistenteQuery(input),
    placeholderData: keepPreviousData,
    ...options,
  });
}
