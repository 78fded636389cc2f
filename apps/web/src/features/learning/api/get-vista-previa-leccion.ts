import { getVistaPreviaLeccion as call } from '@academia/contract/catalog/get-vista-previa-leccion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const getVistaPreviaLeccion = (subtema: number, curso: number) =>
  callApi(call, { subtema, curso });

export const getVistaPreviaLeccionQueryOptions = (subtema: number, curso: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { curso, subtema }),
    queryFn: () => getVistaPreviaLeccion(subtema, curso),
  });

export const useVistaPreviaLeccion = (subtema: number, curso: number) =>
  useQuery({ ...getVistaPreviaLeccionQueryOptions(subtema, curso), enabled: subtema > 0 });
