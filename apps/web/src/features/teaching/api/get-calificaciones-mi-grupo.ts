import {
  getCalificacionesMiGrupo as call,
  type TGetCalificacionesMiGrupoResponse,
} from '@academia/contract/teaching/get-calificaciones-mi-grupo';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getCalificacionesMiGrupo(
  grupo: number,
  page: number,
): Promise<TGetCalificacionesMiGrupoResponse> {
  return callApi(call, { grupo, page });
}

export const calificacionesMiGrupoQueryOptions = (grupo: number, page: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { grupo, page }),
    queryFn: () => getCalificacionesMiGrupo(grupo, page),
  });

export const useCalificacionesMiGrupo = (grupo: number, page: number) =>
  useQuery({
    ...calificacionesMiGrupoQueryOptions(grupo, page),
    placeholderData: keepPreviousData,
  });
