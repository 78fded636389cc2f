import { deleteCertificacion as call } from '@academia/contract/people/delete-certificacion';
import { callApi } from '~/lib/api-client';

export async function deleteCertificacion(id: number) {
  await callApi(call, { id });
}
