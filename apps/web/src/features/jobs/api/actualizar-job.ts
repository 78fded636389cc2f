import {
  actualizarJob as call,
  type TActualizarJobRequest,
} from '@academia/contract/jobs/actualizar-job';
import { editarJob } from '@academia/contract/jobs/editar-job';
import { getJobsAdmin } from '@academia/contract/jobs/get-jobs-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function useActualizarJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TActualizarJobRequest) => (await callApi(call, input)).content,
    onSuccess: () => invalidateCalls(client, [getJobsAdmin, editarJob]),
  });
}
