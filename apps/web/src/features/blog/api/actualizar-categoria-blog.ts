import { actualizarCategoriaBlog as call } from '@academia/contract/blog/actualizar-categoria-blog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function useActualizarCategoriaBlog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { categoria: number; nombre: string }) => callApi(call, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['blog'] }),
  });
}
