import {
  getContenidoForoDiscusionCurso as call,
  type TGetContenidoForoDiscusionCursoResponse,
} from '@academia/contract/forum/get-contenido-foro-discusion-curso';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export type ForoCurso = TGetContenidoForoDiscusionCursoResponse;

export function getContenidoForoDiscusionCurso(curso: number, page: number): Promise<ForoCurso> {
  return callApi(call, { curso, page });
}

export function contenidoForoQueryOptions(curso: number, page: number) {
  return queryOptions({
    queryKey: queryKeyOf(call, { curso, page }),
    queryFn: () => getContenidoForoDiscusionCurso(curso, page),
  });
}

export function useContenidoForoDiscusionCurso(curso: number, page: number) {
  return useQuery(contenidoForoQueryOptions(curso, page));
}
