import { getDetalleArticulo as call } from '@academia/contract/blog/get-detalle-articulo';
import { type CallOptions, callApi } from '~/lib/api-client';

export async function getDetalleArticulo(slug: string, options?: CallOptions) {
  return (await callApi(call, { slug }, options)).content;
}
