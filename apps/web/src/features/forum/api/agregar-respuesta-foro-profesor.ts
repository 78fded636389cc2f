import {
  agregarRespuestaForoProfesor as call,
  type TAgregarRespuestaForoProfesorRequest,
} from '@academia/contract/forum/agregar-respuesta-foro-profesor';
import { getContenidoForoDiscusionCurso } from '@academia/contract/forum/get-contenido-foro-discusion-curso';
import { getDataForoDiscusion } from '@academia/contract/forum/get-data-foro-discusion';
import { getRespuestasPreguntaForo } from '@academia/contract/forum/get-respuestas-pregunta-foro';
import type { TRespuestaForo } from '@academia/contract/forum/pregunta-foro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

/** The staff's own answer to a forum question (the teacher's shows the 'Profesor' badge). */
export async function agregarRespuestaForoProfesor(
  input: TAgregarRespuestaForoProfesorRequest,
): Promise<TRespuestaForo> {
  return (await callApi(call, input)).content;
}

export function useAgregarRespuestaForoProfesor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarRespuestaForoProfesor,
    onSuccess: () =>
      invalidateCalls(client, [
        getRespuestasPreguntaForo,
        getContenidoForoDiscusionCurso,
        getDataForoDiscusion,
      ]),
  });
}
