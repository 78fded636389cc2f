import {
  agregarArticulo as call,
  type TAgregarArticuloRequest,
} from '@academia/contract/blog/agregar-articulo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

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
    onSuccess: () => client.invalidateQueries({ queryKey: ['blog'] }),
  });
}
