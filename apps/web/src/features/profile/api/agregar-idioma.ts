import {
  agregarIdioma as call,
  type TAgregarIdiomaRequest,
} from '@academia/contract/people/agregar-idioma';
import { callApi } from '~/lib/api-client';

export async function agregarIdioma(input: TAgregarIdiomaRequest) {
  return (await callApi(call, input)).content;
}
