import { getSuperUserDisponible as call } from '@academia/contract/registration/get-super-user-disponible';
import { type CallOptions, callApi } from '~/lib/api-client';

export async function getSuperUserDisponible(options?: CallOptions) {
  return (await callApi(call, {}, options)).content.disponible;
}
