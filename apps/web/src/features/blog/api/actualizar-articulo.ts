import {
  actualizarArticulo as call,
  type TActualizarArticuloRequest,
} from '@academia/contract/blog/actualizar-articulo';
import { getArticulosAdmin } from '@academia/contract/blog/get-articulos-admin';
import { getCategorias } from '@academia/contract/blog/get-categorias';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

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
    onSuccess: () => invalidateCalls(client, [getArticulosAdmin, getCategorias]),
  });
}
