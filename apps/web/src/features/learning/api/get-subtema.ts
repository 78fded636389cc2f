import { getSubtema as call } from '@academia/contract/learning/get-subtema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const getSubtema = (subtema: number, curso: number) => callApi(call, { subtema, curso });

export const getSubtemaQueryOptions = (subtema: number, curso: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { subtema, curso }),
    queryFn: () => getSubtema(subtema, curso),
  });

export const useSubtema = (subtema: number, curso: number) =>
  useQuery({ ...getSubtemaQueryOptions(subtema, curso), enabled: subtema > 0 });
