import {
  agregarRespuestaRespuestaForoUsuario as call,
  type TAgregarRespuestaRespuestaForoUsuarioRequest,
} from '@academia/contract/forum/agregar-respuesta-respuesta-foro-usuario';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export async function agregarRespuestaRespuestaForoUsuario(
  input: TAgregarRespuestaRespuestaForoUsuarioRequest,
) {
  return (await callApi(call, input)).content;
}

export function useAgregarRespuestaRespuestaForoUsuario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarRespuestaRespuestaForoUsuario,
    onSuccess: () => client.invalidateQueries({ queryKey: ['learning', 'foro'] }),
  });
}
