import {
  getRespuestasPreguntaForo as call,
  type TGetRespuestasPreguntaForoResponse,
} from '@academia/contract/forum/get-respuestas-pregunta-foro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export type RespuestasForo = TGetRespuestasPreguntaForoResponse;

export function getRespuestasPreguntaForo(pregunta: number, page: number): Promise<RespuestasForo> {
  return callApi(call, { pregunta, page });
}

export function respuestasForoQueryOptions(pregunta: number, page: number) {
  return queryOptions({
    queryKey: queryKeyOf(call, { pregunta, page }),
    queryFn: () => getRespuestasPreguntaForo(pregunta, page),
  });
}

export function useRespuestasPreguntaForo(pregunta: number | null, page: number) {
  return useQuery({
    ...respuestasForoQueryOptions(pregunta ?? 0, page),
    enabled: pregunta !== null,
  });
}
