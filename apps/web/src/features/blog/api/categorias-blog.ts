import {
  actualizarCategoriaBlog,
  agregarCategoriaBlog,
  eliminarCategoriaBlog,
} from '@academia/contract/blog/categorias-blog-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

function useBlogMutation<T>(fn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['blog'] }),
  });
}

export const useAgregarCategoriaBlog = () =>
  useBlogMutation((nombre: string) => callApi(agregarCategoriaBlog, { nombre }));

export const useActualizarCategoriaBlog = () =>
  useBlogMutation((input: { categoria: number; nombre: string }) =>
    callApi(actualizarCategoriaBlog, input),
  );

export const useEliminarCategoriaBlog = () =>
  useBlogMutation((categoria: number) => callApi(eliminarCategoriaBlog, { categoria }));
