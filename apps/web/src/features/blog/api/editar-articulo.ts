import { editarArticulo as call } from '@academia/contract/blog/editar-articulo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const editarArticuloQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeyOf(call, { slug }),
    queryFn: async () => (await callApi(call, { slug })).content,
  });

export const useEditarArticulo = (slug: string) => useQuery(editarArticuloQueryOptions(slug));
