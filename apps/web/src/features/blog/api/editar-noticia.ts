import { editarNoticia as call } from '@academia/contract/blog/editar-noticia';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const editarNoticiaQueryOptions = (noticia: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { noticia }),
    queryFn: async () => (await callApi(call, { noticia })).content,
  });

export const useEditarNoticia = (noticia: number) => useQuery(editarNoticiaQueryOptions(noticia));
