import { getDatosCurso as call } from '@academia/contract/registration/get-datos-curso';
import { type CallOptions, callApi } from '~/lib/api-client';

/** The course's public data; the spec's client uses the first item of the list. */
export async function getDatosCurso(slug: string, options?: CallOptions) {
  return (await callApi(call, { slug }, options)).content[0];
}
