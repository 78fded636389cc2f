import {
  actualizarCertificacion as call,
  type TActualizarCertificacionRequest,
} from '@academia/contract/people/actualizar-certificacion';
import { callApi } from '~/lib/api-client';

export async function actualizarCertificacion(input: TActualizarCertificacionRequest) {
  return (await callApi(call, input)).content;
}
