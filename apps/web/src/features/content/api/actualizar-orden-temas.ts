import {
  actualizarOrdenTemas as call,
  type TActualizarOrdenTemasRequest,
} from '@academia/contract/content/actualizar-orden-temas';
import { getTemasCursoAdmin } from '@academia/contract/content/get-temas-curso-admin';
import { getTemasYsubtemas } from '@academia/contract/content/get-temas-ysubtemas';
import { getTemasCurso } from '@academia/contract/learning/get-temas-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function actualizarOrdenTemas(input: TActualizarOrdenTemasRequest) {
  return (await callApi(call, input)).content;
}

export function useActualizarOrdenTemas() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actualizarOrdenTemas,
    onSuccess: () =>
      invalidateCalls(client, [getTemasYsubtemas, getTemasCursoAdmin, getTemasCurso]),
  });
}
