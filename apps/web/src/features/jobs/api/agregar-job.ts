import { agregarJob as call, type TAgregarJobRequest } from '@academia/contract/jobs/agregar-job';
import { getJobsAdmin } from '@academia/contract/jobs/get-jobs-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function useAgregarJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TAgregarJobRequest) => (await callApi(call, input)).content,
    onSuccess: () => invalidateCalls(client, [getJobsAdmin]),
  });
}
