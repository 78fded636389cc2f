import { eliminarRespuestaRespuestaForoDiscusion as call } from '@academia/contract/forum/eliminar-respuesta-respuesta-foro-discusion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { FORUM_KEY } from './get-contenido-foro-discusion-curso';

export async function eliminarRespuestaRespuestaForoDiscusion(respuesta: number): Promise<void> {
  await callApi(call, { respuesta });
}

export function useEliminarRespuestaRespuestaForoDiscusion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eliminarRespuestaRespuestaForoDiscusion,
    onSuccess: () => client.invalidateQueries({ queryKey: FORUM_KEY }),
  });
}
