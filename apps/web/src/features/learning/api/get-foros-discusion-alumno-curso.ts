import { getForosDiscusionAlumnoCurso as call } from '@academia/contract/forum/get-foros-discusion-alumno-curso';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export async function getForosDiscusionAlumnoCurso(curso: number) {
  return (await callApi(call, { curso })).content;
}

export const getForosQueryOptions = (curso: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { curso }),
    queryFn: () => getForosDiscusionAlumnoCurso(curso),
  });

export const useForosDiscusionAlumnoCurso = (curso: number, enabled: boolean) =>
  useQuery({ ...getForosQueryOptions(curso), enabled });
