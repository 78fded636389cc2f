import {
  agregarPreguntaForo as call,
  type TAgregarPreguntaForoRequest,
} from '@academia/contract/forum/agregar-pregunta-foro';
import { getContenidoForoDiscusionCurso } from '@academia/contract/forum/get-contenido-foro-discusion-curso';
import { getForosDiscusionAlumnoCurso } from '@academia/contract/forum/get-foros-discusion-alumno-curso';
import type { TPreguntaForo } from '@academia/contract/forum/pregunta-foro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function agregarPreguntaForo(
  input: TAgregarPreguntaForoRequest,
): Promise<TPreguntaForo> {
  return (await callApi(call, input)).content;
}

export function useAgregarPreguntaForo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarPreguntaForo,
    onSuccess: () =>
      invalidateCalls(client, [getContenidoForoDiscusionCurso, getForosDiscusionAlumnoCurso]),
  });
}
