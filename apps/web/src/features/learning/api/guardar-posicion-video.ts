import {
  guardarPosicionVideo as call,
  type TGuardarPosicionVideoRequest,
} from '@academia/contract/learning/guardar-posicion-video';
import { callApi } from '~/lib/api-client';

export async function guardarPosicionVideo(input: TGuardarPosicionVideoRequest) {
  return (await callApi(call, input)).content;
}
