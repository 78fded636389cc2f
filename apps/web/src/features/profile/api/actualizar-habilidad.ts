import {
  actualizarHabilidad as call,
  type TActualizarHabilidadRequest,
} from '@academia/contract/people/actualizar-habilidad';
import { callApi } from '~/lib/api-client';

export async function actualizarHabilidad(input: TActualizarHabilidadRequest) {
  return (await callApi(call, input)).content;
}
