import {
  agregarRespuestaForoUsuario as call,
  type TAgregarRespuestaForoUsuarioRequest,
} from '@academia/contract/forum/agregar-respuesta-foro-usuario';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export async function agregarRespuestaForoUsuario(input: TAgregarRespuestaForoUsuarioRequest) {
  return (await callApi(call, input)).content;
}

export function useAgregarRespuestaForoUsuario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarRespuestaForoUsuario,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['learning', 'foro'] }),
        client.invalidateQueries({ queryKey: ['learning', 'foros'] }),
      ]),
  });
}
