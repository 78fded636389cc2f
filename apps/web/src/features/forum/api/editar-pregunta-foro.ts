import { editarPreguntaForo as call } from '@academia/contract/forum/editar-pregunta-foro';
import type { TPreguntaForo } from '@academia/contract/forum/pregunta-foro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export async function editarPreguntaForo(pregunta: number): Promise<TPreguntaForo> {
  return (await callApi(call, { pregunta })).content;
}

export function editarPreguntaForoQueryOptions(pregunta: number) {
  return queryOptions({
    queryKey: queryKeyOf(call, { pregunta }),
    queryFn: () => editarPreguntaForo(pregunta),
    // The edit form must start from what is stored now, not from an older read.
    staleTime: 0,
  });
}

export function useEditarPreguntaForo(pregunta: number | null) {
  return useQuery({
    ...editarPreguntaForoQueryOptions(pregunta ?? 0),
    enabled: pregunta !== null,
  });
}
