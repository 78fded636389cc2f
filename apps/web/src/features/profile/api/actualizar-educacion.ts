import {
  actualizarEducacion as call,
  type TActualizarEducacionRequest,
} from '@academia/contract/people/actualizar-educacion';
import { callApi } from '~/lib/api-client';

export async function actualizarEducacion(input: TActualizarEducacionRequest) {
  return (await callApi(call, input)).content;
}
