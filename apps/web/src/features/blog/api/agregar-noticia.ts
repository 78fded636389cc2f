import {
  agregarNoticia as call,
  type TAgregarNoticiaRequest,
} from '@academia/contract/blog/agregar-noticia';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

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
    onSuccess: () => client.invalidateQueries({ queryKey: ['blog'] }),
  });
}
