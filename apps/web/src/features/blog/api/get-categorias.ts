import { getCategorias as call } from '@academia/contract/blog/get-categorias';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export async function getCategorias(options?: CallOptions) {
  return (await callApi(call, {}, options)).content;
}

export const categoriasQueryOptions = () =>
  queryOptions({ queryKey: queryKeyOf(call, {}), queryFn: () => getCategorias() });

export const useCategorias = () => useQuery(categoriasQueryOptions());
