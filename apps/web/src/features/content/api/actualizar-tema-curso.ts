import {
  actualizarTemaCurso as call,
  type TActualizarTemaCursoRequest,
} from '@academia/contract/content/actualizar-tema-curso';
import { editarTemaCurso } from '@academia/contract/content/editar-tema-curso';
import { getDatosCursoAdmin } from '@academia/contract/content/get-datos-curso-admin';
import { getTemasCursoAdmin } from '@academia/contract/content/get-temas-curso-admin';
import { getTemasYsubtemas } from '@academia/contract/content/get-temas-ysubtemas';
import { getTemasCurso } from '@academia/contract/learning/get-temas-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function actualizarTemaCurso(input: TActualizarTemaCursoRequest) {
  return (await callApi(call, input)).content;
}

export function useActualizarTemaCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actualizarTemaCurso,
    onSuccess: () =>
      invalidateCalls(client, [
        getTemasYsubtemas,
        getTemasCursoAdmin,
        getTemasCurso,
        editarTemaCurso,
        getDatosCursoAdmin,
      ]),
  });
}
