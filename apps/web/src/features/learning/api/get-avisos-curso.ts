import {
  getAvisosCurso as call,
  type TGetAvisosCursoResponse,
} from '@academia/contract/announcements/get-avisos-curso';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getAvisosCurso(
  alumnoCurso: number,
  page: number,
): Promise<TGetAvisosCursoResponse> {
  return callApi(call, { alumno_curso: alumnoCurso, page });
}

export const avisosCursoQueryOptions = (alumnoCurso: number, page: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { alumno_curso: alumnoCurso, page }),
    queryFn: () => getAvisosCurso(alumnoCurso, page),
  });

/** The first page also carries the unread count the sidebar shows. */
export const useAvisosCurso = (alumnoCurso: number, page: number, enabled = true) =>
  useQuery({
    ...avisosCursoQueryOptions(alumnoCurso, page),
    placeholderData: keepPreviousData,
    enabled,
  });
