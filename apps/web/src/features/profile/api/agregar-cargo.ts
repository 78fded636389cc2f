import {
  agregarCargo as call,
  type TAgregarCargoRequest,
} from '@academia/contract/people/agregar-cargo';
import { callApi } from '~/lib/api-client';

export async function agregarCargo(input: TAgregarCargoRequest) {
  return (await callApi(call, input)).content;
}
