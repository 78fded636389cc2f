import {
  actualizarCurso as call,
  type TActualizarCursoRequest,
} from '@academia/contract/catalog/actualizar-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { catalogKeys } from './keys';

export async function actualizarCurso(input: {
  fields: TActualizarCursoRequest;
  imagen: File | null;
}) {
  return (await callApi(call, input.fields, { files: { imagen: input.imagen } })).content;
}

export function useActualizarCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actualizarCurso,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}
