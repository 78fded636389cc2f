import {
  actualizarPuesto as call,
  type TActualizarPuestoRequest,
} from '@academia/contract/people/actualizar-puesto';
import { callApi } from '~/lib/api-client';

export async function actualizarPuesto(input: TActualizarPuestoRequest) {
  return (await callApi(call, input)).content;
}
