import { eliminarCategoriaBlog as call } from '@academia/contract/blog/eliminar-categoria-blog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function useEliminarCategoriaBlog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (categoria: number) => callApi(call, { categoria }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['blog'] }),
  });
}
