import {
  getArticulos as call,
  type TGetArticulosRequest,
} from '@academia/contract/blog/get-articulos';
import { type CallOptions, callApi } from '~/lib/api-client';

/** One page of active articles, optionally of one category (the public blog's loader). */
export function getArticulos(input: TGetArticulosRequest, options?: CallOptions) {
  return callApi(call, input, options);
}
