import { actualizarCategoriaBlog as call } from '@academia/contract/blog/actualizar-categoria-blog';
import { getArticulosAdmin } from '@academia/contract/blog/get-articulos-admin';
import { getCategorias } from '@academia/contract/blog/get-categorias';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function useActualizarCategoriaBlog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { categoria: number; nombre: string }) => callApi(call, input),
    onSuccess: () => invalidateCalls(client, [getCategorias, getArticulosAdmin]),
  });
}
