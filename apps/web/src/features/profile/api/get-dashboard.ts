import { getDashboard as call } from '@academia/contract/people/get-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export async function getDashboard() {
  return (await callApi(call, {})).content;
}

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeyOf(call, {}), queryFn: getDashboard, staleTime: 0 });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
