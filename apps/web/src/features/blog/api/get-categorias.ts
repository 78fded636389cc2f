import { getCategorias as call } from '@academia/contract/blog/get-categorias';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '~/lib/api-client';

export async function getCategorias(options?: CallOptions) {
  return (await callApi(call, {}, options)).content;
}

export const categoriasQueryOptions = () =>
  queryOptions({ queryKey: ['blog', 'categorias'], queryFn: () => getCategorias() });

export const useCategorias = () => useQuery(categoriasQueryOptions());
