import { deleteHabilidad as call } from '@academia/contract/people/delete-habilidad';
import { callApi } from '~/lib/api-client';

export async function deleteHabilidad(id: number) {
  await callApi(call, { id });
}
