import { eliminarCategoriaBlog as call } from '@academia/contract/blog/eliminar-categoria-blog';
import { getCategorias } from '@academia/contract/blog/get-categorias';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function useEliminarCategoriaBlog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (categoria: number) => callApi(call, { categoria }),
    onSuccess: () => invalidateCalls(client, [getCategorias]),
  });
}
