import { cancelarSuscripcion as call } from '@academia/contract/people/cancelar-suscripcion';
import { callApi } from '~/lib/api-client';

export async function cancelarSuscripcion(password: string) {
  await callApi(call, { password });
}
