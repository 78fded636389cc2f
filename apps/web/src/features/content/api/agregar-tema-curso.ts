import {
  agregarTemaCurso as call,
  type TAgregarTemaCursoRequest,
} from '@academia/contract/content/agregar-tema-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { contentKeys } from './keys';

export async function agregarTemaCurso(input: TAgregarTemaCursoRequest) {
  return (await callApi(call, input)).content;
}

export function useAgregarTemaCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarTemaCurso,
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
