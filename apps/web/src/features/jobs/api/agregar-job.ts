import { agregarJob as call, type TAgregarJobRequest } from '@academia/contract/jobs/agregar-job';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function useAgregarJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TAgregarJobRequest) => (await callApi(call, input)).content,
    onSuccess: () => client.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
