import {
  agregarRespuestaRespuestaForoUsuario as call,
  type TAgregarRespuestaRespuestaForoUsuarioRequest,
} from '@academia/contract/forum/agregar-respuesta-respuesta-foro-usuario';
import { getDataForoDiscusion } from '@academia/contract/forum/get-data-foro-discusion';
import { getRespuestasPreguntaForo } from '@academia/contract/forum/get-respuestas-pregunta-foro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function agregarRespuestaRespuestaForoUsuario(
  input: TAgregarRespuestaRespuestaForoUsuarioRequest,
) {
  return (await callApi(call, input)).content;
}

export function useAgregarRespuestaRespuestaForoUsuario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarRespuestaRespuestaForoUsuario,
    onSuccess: () => invalidateCalls(client, [getDataForoDiscusion, getRespuestasPreguntaForo]),
  });
}
