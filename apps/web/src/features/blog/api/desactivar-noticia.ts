import { desactivarNoticia as call } from '@academia/contract/blog/desactivar-noticia';
import { editarNoticia } from '@academia/contract/blog/editar-noticia';
import { getNoticiasAdmin } from '@academia/contract/blog/get-noticias-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function useDesactivarNoticia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (noticia: number) => (await callApi(call, { noticia })).content,
    onSuccess: () => invalidateCalls(client, [getNoticiasAdmin, editarNoticia]),
  });
}
