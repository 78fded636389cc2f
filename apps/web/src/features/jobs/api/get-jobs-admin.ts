import { getJobsAdmin as call } from '@academia/contract/jobs/get-jobs-admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const jobsAdminQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { page }),
    queryFn: () => callApi(call, { page }),
    placeholderData: keepPreviousData,
  });

export const useJobsAdmin = (page: number) => useQuery(jobsAdminQueryOptions(page));
