import {
  getCalificacionesCurso as call,
  type TGetCalificacionesCursoRequest,
} from '@academia/contract/gradebook/get-calificaciones-curso';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getCalificacionesCurso(input: TGetCalificacionesCursoRequest) {
  return callApi(call, input);
}

export function getCalificacionesCursoQueryOptions(input: TGetCalificacionesCursoRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => getCalificacionesCurso(input),
    placeholderData: keepPreviousData,
  });
}

export function useCalificacionesCurso(input: TGetCalificacionesCursoRequest) {
  return useQuery(getCalificacionesCursoQueryOptions(input));
}
