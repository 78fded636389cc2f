import {
  agregarCertificacion as call,
  type TAgregarCertificacionRequest,
} from '@academia/contract/people/agregar-certificacion';
import { callApi } from '~/lib/api-client';

export async function agregarCertificacion(input: TAgregarCertificacionRequest) {
  return (await callApi(call, input)).content;
}
