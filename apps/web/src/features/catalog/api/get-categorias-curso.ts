import { getCategoriasCurso as call } from '@academia/contract/catalog/get-categorias-curso';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export async function getCategoriasCurso() {
  return (await callApi(call, {})).content;
}

export const getCategoriasCursoQueryOptions = () =>
  queryOptions({ queryKey: queryKeyOf(call, {}), queryFn: getCategoriasCurso });

export const useCategoriasCurso = () => useQuery(getCategoriasCursoQueryOptions());
