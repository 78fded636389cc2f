import { eliminarRespuestaRespuestaForoDiscusion as call } from '@academia/contract/forum/eliminar-respuesta-respuesta-foro-discusion';
import { getDataForoDiscusion } from '@academia/contract/forum/get-data-foro-discusion';
import { getRespuestasPreguntaForo } from '@academia/contract/forum/get-respuestas-pregunta-foro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function eliminarRespuestaRespuestaForoDiscusion(respuesta: number): Promise<void> {
  await callApi(call, { respuesta });
}

export function useEliminarRespuestaRespuestaForoDiscusion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eliminarRespuestaRespuestaForoDiscusion,
    onSuccess: () => invalidateCalls(client, [getRespuestasPreguntaForo, getDataForoDiscusion]),
  });
}
