import {
  getAlumnosMiGrupo as call,
  type TGetAlumnosMiGrupoResponse,
} from '@academia/contract/teaching/get-alumnos-mi-grupo';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getAlumnosMiGrupo(
  grupo: number,
  page: number,
): Promise<TGetAlumnosMiGrupoResponse> {
  return callApi(call, { grupo, page });
}

export const alumnosMiGrupoQueryOptions = (grupo: number, page: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { grupo, page }),
    queryFn: () => getAlumnosMiGrupo(grupo, page),
  });

export const useAlumnosMiGrupo = (grupo: number, page: number) =>
  useQuery({ ...alumnosMiGrupoQueryOptions(grupo, page), placeholderData: keepPreviousData });
