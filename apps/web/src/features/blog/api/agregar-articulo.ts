import {
  agregarArticulo as call,
  type TAgregarArticuloRequest,
} from '@academia/contract/blog/agregar-articulo';
import { getArticulosAdmin } from '@academia/contract/blog/get-articulos-admin';
import { getCategorias } from '@academia/contract/blog/get-categorias';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export interface NuevoArticulo {
  input: TAgregarArticuloRequest;
  imagen: File | null;
  archivos: File[];
}

export function useAgregarArticulo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, imagen, archivos }: NuevoArticulo) =>
      (await callApi(call, input, { files: { imagen, files: archivos } })).content,
    onSuccess: () => invalidateCalls(client, [getArticulosAdmin, getCategorias]),
  });
}
