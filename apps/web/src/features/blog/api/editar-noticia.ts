import { editarNoticia as call } from '@academia/contract/blog/editar-noticia';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export const editarNoticiaQueryOptions = (noticia: number) =>
  queryOptions({
    queryKey: ['blog', 'noticia', noticia],
    queryFn: async () => (await callApi(call, { noticia })).content,
  });

export const useEditarNoticia = (noticia: number) => useQuery(editarNoticiaQueryOptions(noticia));
