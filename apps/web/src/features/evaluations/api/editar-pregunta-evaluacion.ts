import { editarPreguntaEvaluacion as call } from '@academia/contract/evaluations/editar-pregunta-evaluacion';
import type { TPreguntaEvaluacion } from '@academia/contract/evaluations/evaluacion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export async function editarPreguntaEvaluacion(pregunta: number): Promise<TPreguntaEvaluacion> {
  return (await callApi(call, { pregunta })).content;
}

export function editarPreguntaEvaluacionQueryOptions(pregunta: number) {
  return queryOptions({
    queryKey: queryKeyOf(call, { pregunta }),
    queryFn: () => editarPreguntaEvaluacion(pregunta),
    staleTime: 0,
  });
}

export function useEditarPreguntaEvaluacion(pregunta: number | null) {
  return useQuery({
    ...editarPreguntaEvaluacionQueryOptions(pregunta ?? 0),
    enabled: pregunta !== null,
  });
}
