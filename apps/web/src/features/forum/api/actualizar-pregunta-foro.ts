import {
  actualizarPreguntaForo as call,
  type TActualizarPreguntaForoRequest,
} from '@academia/contract/forum/actualizar-pregunta-foro';
import type { TPreguntaForo } from '@academia/contract/forum/pregunta-foro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { FORUM_KEY } from './get-contenido-foro-discusion-curso';

export async function actualizarPreguntaForo(
  input: TActualizarPreguntaForoRequest,
): Promise<TPreguntaForo> {
  return (await callApi(call, input)).content;
}

export function useActualizarPreguntaForo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actualizarPreguntaForo,
    onSuccess: () => client.invalidateQueries({ queryKey: FORUM_KEY }),
  });
}
