import { getJobs as call } from '@academia/contract/jobs/get-jobs';
import { type CallOptions, callApi } from '~/lib/api-client';

/** The open vacancies (public board and the list beside a vacancy). */
export async function getJobs(options?: CallOptions) {
  return (await callApi(call, {}, options)).content;
}
