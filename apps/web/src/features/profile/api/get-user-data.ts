import { getUserData as call } from '@academia/contract/auth/get-user-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const getUserData = () => callApi(call, {});

export const getUserDataQueryOptions = () =>
  queryOptions({ queryKey: queryKeyOf(call, {}), queryFn: getUserData });

export const useUserData = () => useQuery(getUserDataQueryOptions());
