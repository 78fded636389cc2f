import { eliminarRespuestaForoDiscusion as call } from '@academia/contract/forum/eliminar-respuesta-foro-discusion';
import { getContenidoForoDiscusionCurso } from '@academia/contract/forum/get-contenido-foro-discusion-curso';
import { getDataForoDiscusion } from '@academia/contract/forum/get-data-foro-discusion';
import { getForosDiscusionAlumnoCurso } from '@academia/contract/forum/get-foros-discusion-alumno-curso';
import { getRespuestasPreguntaForo } from '@academia/contract/forum/get-respuestas-pregunta-foro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

/** Deletes an answer and, with it, its replies. */
export async function eliminarRespuestaForoDiscusion(respuesta: number): Promise<void> {
  await callApi(call, { respuesta });
}

export function useEliminarRespuestaForoDiscusion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eliminarRespuestaForoDiscusion,
    onSuccess: () =>
      invalidateCalls(client, [
        getRespuestasPreguntaForo,
        getContenidoForoDiscusionCurso,
        getDataForoDiscusion,
        getForosDiscusionAlumnoCurso,
      ]),
  });
}
