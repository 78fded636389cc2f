import {
  agregarPreguntaForo as call,
  type TAgregarPreguntaForoRequest,
} from '@academia/contract/forum/agregar-pregunta-foro';
import type { TPreguntaForo } from '@academia/contract/forum/pregunta-foro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { FORUM_KEY } from './get-contenido-foro-discusion-curso';

export async function agregarPreguntaForo(
  input: TAgregarPreguntaForoRequest,
): Promise<TPreguntaForo> {
  return (await callApi(call, input)).content;
}

export function useAgregarPreguntaForo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarPreguntaForo,
    onSuccess: () => client.invalidateQueries({ queryKey: FORUM_KEY }),
  });
}
