import {
  agregarNoticia as call,
  type TAgregarNoticiaRequest,
} from '@academia/contract/blog/agregar-noticia';
import { getNoticiasAdmin } from '@academia/contract/blog/get-noticias-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export interface NoticiaArchivos {
  imagen: File | null;
  logo_medio: File | null;
}

export function useAgregarNoticia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      input,
      files,
    }: {
      input: TAgregarNoticiaRequest;
      files: NoticiaArchivos;
    }) => (await callApi(call, input, { files: { ...files } })).content,
    onSuccess: () => invalidateCalls(client, [getNoticiasAdmin]),
  });
}
