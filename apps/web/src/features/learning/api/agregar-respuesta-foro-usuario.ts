import {
  agregarRespuestaForoUsuario as call,
  type TAgregarRespuestaForoUsuarioRequest,
} from '@academia/contract/forum/agregar-respuesta-foro-usuario';
import { getContenidoForoDiscusionCurso } from '@academia/contract/forum/get-contenido-foro-discusion-curso';
import { getDataForoDiscusion } from '@academia/contract/forum/get-data-foro-discusion';
import { getForosDiscusionAlumnoCurso } from '@academia/contract/forum/get-foros-discusion-alumno-curso';
import { getRespuestasPreguntaForo } from '@academia/contract/forum/get-respuestas-pregunta-foro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function agregarRespuestaForoUsuario(input: TAgregarRespuestaForoUsuarioRequest) {
  return (await callApi(call, input)).content;
}

export function useAgregarRespuestaForoUsuario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarRespuestaForoUsuario,
    onSuccess: () =>
      invalidateCalls(client, [
        getDataForoDiscusion,
        getForosDiscusionAlumnoCurso,
        getRespuestasPreguntaForo,
        getContenidoForoDiscusionCurso,
      ]),
  });
}
