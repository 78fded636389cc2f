import {
  agregarCategoriaCurso as call,
  type TAgregarCategoriaCursoRequest,
} from '@academia/contract/catalog/agregar-categoria-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { catalogKeys } from './keys';

export async function agregarCategoriaCurso(input: TAgregarCategoriaCursoRequest) {
  return (await callApi(call, input)).content;
}

export function useAgregarCategoriaCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarCategoriaCurso,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}
