import { getCursoPublico as call } from '@academia/contract/catalog/get-curso-publico';
import { type CallOptions, callApi } from '~/lib/api-client';

/** An offered course with its outline and teachers (the `curso/:slug` page's loader). */
export async function getCursoPublico(slug: string, options?: CallOptions) {
  return (await callApi(call, { slug }, options)).content;
}
