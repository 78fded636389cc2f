import { desactivarNoticia as call } from '@academia/contract/blog/desactivar-noticia';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function useDesactivarNoticia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (noticia: number) => (await callApi(call, { noticia })).content,
    onSuccess: () => client.invalidateQueries({ queryKey: ['blog'] }),
  });
}
