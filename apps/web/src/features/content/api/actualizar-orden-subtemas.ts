import {
  actualizarOrdenSubtemas as call,
  type TActualizarOrdenSubtemasRequest,
} from '@academia/contract/content/actualizar-orden-subtemas';
import { getSubtemasTema } from '@academia/contract/content/get-subtemas-tema';
import { getTemasCursoAdmin } from '@academia/contract/content/get-temas-curso-admin';
import { getTemasYsubtemas } from '@academia/contract/content/get-temas-ysubtemas';
import { getTemasCurso } from '@academia/contract/learning/get-temas-curso';
import { getDashboard } from '@academia/contract/people/get-dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function actualizarOrdenSubtemas(input: TActualizarOrdenSubtemasRequest) {
  return (await callApi(call, input)).content;
}

export function useActualizarOrdenSubtemas() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actualizarOrdenSubtemas,
    onSuccess: () =>
      invalidateCalls(client, [
        getSubtemasTema,
        getTemasYsubtemas,
        getTemasCursoAdmin,
        getTemasCurso,
        getDashboard,
      ]),
  });
}
