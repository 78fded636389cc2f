import { editarArticulo as call } from '@academia/contract/blog/editar-articulo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const editarArticuloQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeyOf(call, { slug }),
    queryFn: async () => (await callApi(call, { slug })).content,
    // Dropped when the form closes, so the next edit starts from what is stored now and an
    // update need not refetch it here (a new title gives a new slug; the old one answers 404).
    gcTime: 0,
  });

export const useEditarArticulo = (slug: string) => useQuery(editarArticuloQueryOptions(slug));
