import { deleteEducacion as call } from '@academia/contract/people/delete-educacion';
import { callApi } from '~/lib/api-client';

export async function deleteEducacion(id: number) {
  await callApi(call, { id });
}
