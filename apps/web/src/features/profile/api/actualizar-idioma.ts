import {
  actualizarIdioma as call,
  type TActualizarIdiomaRequest,
} from '@academia/contract/people/actualizar-idioma';
import { callApi } from '~/lib/api-client';

export async function actualizarIdioma(input: TActualizarIdiomaRequest) {
  return (await callApi(call, input)).content;
}
