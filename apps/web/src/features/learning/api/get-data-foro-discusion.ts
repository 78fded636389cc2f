import { getDataForoDiscusion as call } from '@academia/contract/forum/get-data-foro-discusion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const getDataForoDiscusion = (pregunta: number, page: number) =>
  callApi(call, { pregunta, page });

export const getDataForoQueryOptions = (pregunta: number, page: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { pregunta, page }),
    queryFn: () => getDataForoDiscusion(pregunta, page),
  });

export const useDataForoDiscusion = (pregunta: number, page: number, enabled = true) =>
  useQuery({ ...getDataForoQueryOptions(pregunta, page), enabled });
