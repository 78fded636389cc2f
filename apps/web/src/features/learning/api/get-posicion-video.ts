import { getPosicionVideo as call } from '@academia/contract/learning/get-posicion-video';
import { callApi } from '~/lib/api-client';

/** Read once when a video opens (not cached: another device may have moved it). */
export async function getPosicionVideo(subtema: number) {
  return (await callApi(call, { subtema })).content;
}
