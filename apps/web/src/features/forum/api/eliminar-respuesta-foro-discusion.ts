import { eliminarRespuestaForoDiscusion as call } from '@academia/contract/forum/eliminar-respuesta-foro-discusion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { FORUM_KEY } from './get-contenido-foro-discusion-curso';

/** Deletes an answer and, with it, its replies. */
export async function eliminarRespuestaForoDiscusion(respuesta: number): Promise<void> {
  await callApi(call, { respuesta });
}

export function useEliminarRespuestaForoDiscusion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eliminarRespuestaForoDiscusion,
    onSuccess: () => client.invalidateQueries({ queryKey: FORUM_KEY }),
  });
}
