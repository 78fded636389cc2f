import { getNoticias as call } from '@academia/contract/blog/get-noticias';
import { type CallOptions, callApi } from '~/lib/api-client';

/** The latest active news items for the blog's 'Noticias' block. */
export async function getNoticias(options?: CallOptions) {
  return (await callApi(call, {}, options)).content;
}
