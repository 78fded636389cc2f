import { getCategoriasCurso as call } from '@academia/contract/catalog/get-categorias-curso';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { catalogKeys } from './keys';

export async function getCategoriasCurso() {
  return (await callApi(call, {})).content;
}

export const getCategoriasCursoQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.categorias(), queryFn: getCategoriasCurso });

export const useCategoriasCurso = () => useQuery(getCategoriasCursoQueryOptions());
