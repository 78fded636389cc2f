import {
  actualizarNoticia as call,
  type TActualizarNoticiaRequest,
} from '@academia/contract/blog/actualizar-noticia';
import { editarNoticia } from '@academia/contract/blog/editar-noticia';
import { getNoticiasAdmin } from '@academia/contract/blog/get-noticias-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';
import type { NoticiaArchivos } from './agregar-noticia';

export function useActualizarNoticia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      input,
      files,
    }: {
      input: TActualizarNoticiaRequest;
      files: NoticiaArchivos;
    }) => (await callApi(call, input, { files: { ...files } })).content,
    onSuccess: () => invalidateCalls(client, [getNoticiasAdmin, editarNoticia]),
  });
}
