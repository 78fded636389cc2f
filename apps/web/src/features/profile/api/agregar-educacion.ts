import {
  agregarEducacion as call,
  type TAgregarEducacionRequest,
} from '@academia/contract/people/agregar-educacion';
import { callApi } from '~/lib/api-client';

export async function agregarEducacion(input: TAgregarEducacionRequest) {
  return (await callApi(call, input)).content;
}
