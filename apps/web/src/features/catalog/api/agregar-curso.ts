import {
  agregarCurso as call,
  type TAgregarCursoRequest,
} from '@academia/contract/catalog/agregar-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { catalogKeys } from './keys';

export async function agregarCurso(input: { fields: TAgregarCursoRequest; imagen: File | null }) {
  return (await callApi(call, input.fields, { files: { imagen: input.imagen } })).content;
}

export function useAgregarCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarCurso,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}
