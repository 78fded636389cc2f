import {
  actualizarPreguntaForo as call,
  type TActualizarPreguntaForoRequest,
} from '@academia/contract/forum/actualizar-pregunta-foro';
import { editarPreguntaForo } from '@academia/contract/forum/editar-pregunta-foro';
import { getContenidoForoDiscusionCurso } from '@academia/contract/forum/get-contenido-foro-discusion-curso';
import { getDataForoDiscusion } from '@academia/contract/forum/get-data-foro-discusion';
import { getForosDiscusionAlumnoCurso } from '@academia/contract/forum/get-foros-discusion-alumno-curso';
import type { TPreguntaForo } from '@academia/contract/forum/pregunta-foro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function actualizarPreguntaForo(
  input: TActualizarPreguntaForoRequest,
): Promise<TPreguntaForo> {
  return (await callApi(call, input)).content;
}

export function useActualizarPreguntaForo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actualizarPreguntaForo,
    onSuccess: () =>
      invalidateCalls(client, [
        getContenidoForoDiscusionCurso,
        editarPreguntaForo,
        getForosDiscusionAlumnoCurso,
        getDataForoDiscusion,
      ]),
  });
}
