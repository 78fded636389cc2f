import {
  actualizarArticulo as call,
  type TActualizarArticuloRequest,
} from '@academia/contract/blog/actualizar-articulo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function useActualizarArticulo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      input,
      imagen,
    }: {
      input: TActualizarArticuloRequest;
      imagen: File | null;
    }) => (await callApi(call, input, { files: { imagen } })).content,
    onSuccess: () => client.invalidateQueries({ queryKey: ['blog'] }),
  });
}
