import { cursoPaginado as call } from '@academia/contract/catalog/curso-paginado';
import type { TEstadoCurso } from '@academia/contract/catalog/shapes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const cursoPaginado = (page: number, estado?: TEstadoCurso) =>
  callApi(call, { page, estado });

export const cursoPaginadoQueryOptions = (page: number, estado?: TEstadoCurso) =>
  queryOptions({
    queryKey: queryKeyOf(call, { page, estado }),
    queryFn: () => cursoPaginado(page, estado),
    placeholderData: keepPreviousData,
  });

export const useCursoPaginado = (page: number, estado?: TEstadoCurso) =>
  useQuery(cursoPaginadoQueryOptions(page, estado));
