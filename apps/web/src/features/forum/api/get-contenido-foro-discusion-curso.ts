import {
  getContenidoForoDiscusionCurso as call,
  type TGetContenidoForoDiscusionCursoResponse,
} from '@academia/contract/forum/get-contenido-foro-discusion-curso';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export type ForoCurso = TGetContenidoForoDiscusionCursoResponse;

/** Every forum query starts with this key, so a change refreshes the table and its counts. */
export const FORUM_KEY = ['forum'] as const;

export function getContenidoForoDiscusionCurso(curso: number, page: number): Promise<ForoCurso> {
  return callApi(call, { curso, page });
}

export function contenidoForoQueryOptions(curso: number, page: number) {
  return queryOptions({
    queryKey: [...FORUM_KEY, 'preguntas', curso, page],
    queryFn: () => getContenidoForoDiscusionCurso(curso, page),
  });
}

export function useContenidoForoDiscusionCurso(curso: number, page: number) {
  return useQuery(contenidoForoQueryOptions(curso, page));
}
