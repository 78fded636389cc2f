import { getDatosCursoAdmin as call } from '@academia/contract/content/get-datos-curso-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const getDatosCursoAdmin = (tema: number) => callApi(call, { tema });

export const getDatosCursoAdminQueryOptions = (tema: number) =>
  queryOptions({ queryKey: queryKeyOf(call, { tema }), queryFn: () => getDatosCursoAdmin(tema) });

/** Nothing is fetched while `tema` is null. */
export const useGetDatosCursoAdmin = (tema: number | null) =>
  useQuery({ ...getDatosCursoAdminQueryOptions(tema ?? 0), enabled: tema !== null });
