import { deletePuesto as call } from '@academia/contract/people/delete-puesto';
import { callApi } from '~/lib/api-client';

export async function deletePuesto(id: number) {
  await callApi(call, { id });
}
