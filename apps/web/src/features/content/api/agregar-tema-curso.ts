import {
  agregarTemaCurso as call,
  type TAgregarTemaCursoRequest,
} from '@academia/contract/content/agregar-tema-curso';
import { getTemasCursoAdmin } from '@academia/contract/content/get-temas-curso-admin';
import { getTemasYsubtemas } from '@academia/contract/content/get-temas-ysubtemas';
import { getTemasCurso } from '@academia/contract/learning/get-temas-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function agregarTemaCurso(input: TAgregarTemaCursoRequest) {
  return (await callApi(call, input)).content;
}

export function useAgregarTemaCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarTemaCurso,
    onSuccess: () =>
      invalidateCalls(client, [getTemasYsubtemas, getTemasCursoAdmin, getTemasCurso]),
  });
}
