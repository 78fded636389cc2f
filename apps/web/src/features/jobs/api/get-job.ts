import { getJob as call } from '@academia/contract/jobs/get-job';
import { type CallOptions, callApi } from '~/lib/api-client';

export async function getJob(uniqueId: string, options?: CallOptions) {
  return (await callApi(call, { unique_id: uniqueId }, options)).content;
}
