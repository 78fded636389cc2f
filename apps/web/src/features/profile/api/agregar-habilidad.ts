import {
  agregarHabilidad as call,
  type TAgregarHabilidadRequest,
} from '@academia/contract/people/agregar-habilidad';
import { callApi } from '~/lib/api-client';

export async function agregarHabilidad(input: TAgregarHabilidadRequest) {
  return (await callApi(call, input)).content;
}
