import {
  actualizarJob as call,
  type TActualizarJobRequest,
} from '@academia/contract/jobs/actualizar-job';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function useActualizarJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TActualizarJobRequest) => (await callApi(call, input)).content,
    onSuccess: () => client.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
