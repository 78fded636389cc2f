import {
  actualizarTemaCurso as call,
  type TActualizarTemaCursoRequest,
} from '@academia/contract/content/actualizar-tema-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { contentKeys } from './keys';

export async function actualizarTemaCurso(input: TActualizarTemaCursoRequest) {
  return (await callApi(call, input)).content;
}

export function useActualizarTemaCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actualizarTemaCurso,
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
